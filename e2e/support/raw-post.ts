import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Bytes of the body written before the answer came. */
  sent: number;
}

/**
 * A POST written in 64 KB pieces (chunked unless `length` is given) until the server answers or
 * `total` bytes are out: what a client uploading several GB does, without holding them in memory.
 * A raw socket, so an answer that arrives while the body is still going out is read even when a
 * later write fails (Node's HTTP client reports EPIPE then and drops the answer it had).
 */
export function post(url: string, options: { total: number; length?: number; headers?: Record<string, string> }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const headers: Record<string, string> = { host: target.host, 'content-type': 'application/x-www-form-urlencoded', ...options.headers };
    const chunked = options.length === undefined;
    if (chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(options.length);
    const socket = connect(Number(target.port), target.hostname);
    let sent = 0;
    let received = Buffer.alloc(0);
    let done = false;
    const answer = (): RawAnswer | null => {
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return null;
      const head = received.subarray(0, headEnd).toString('latin1').split('\r\n');
      // Skip an interim `100 Continue`.
      if (/^HTTP\/1\.1 1\d\d/.test(head[0]!)) {
        received = received.subarray(headEnd + 4);
        return answer();
      }
      const fields = Object.fromEntries(head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      let body = received.subarray(headEnd + 4);
      if (fields['transfer-encoding'] === 'chunked') {
        if (!body.includes('\r\n0\r\n\r\n') && !body.subarray(0, 5).equals(Buffer.from('0\r\n\r\n'))) return null;
        const parts: Buffer[] = [];
        for (let at = 0; ; ) {
          const lineEnd = body.indexOf('\r\n', at);
          const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
          if (!size) break;
          parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
          at = lineEnd + 2 + size + 2;
        }
        body = Buffer.concat(parts);
      } else if (fields['content-length'] !== undefined && body.length < Number(fields['content-length'])) {
        return null;
      }
      return { status: Number(head[0]!.split(' ')[1]), headers: fields, text: body.toString('utf8'), sent };
    };
    const settle = (fallback?: Error) => {
      if (done) return;
      const result = answer();
      if (!result && !fallback) return;
      done = true;
      socket.destroy();
      if (result) resolve(result);
      else reject(fallback);
    };
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      settle();
    });
    // A write into a connection the server has closed after answering: the answer decides.
    socket.on('error', () => undefined);
    socket.on('close', () => settle(new Error(`the connection closed without an answer after ${sent} bytes`)));
    socket.write(`POST ${target.pathname}${target.search} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`);
    const piece = Buffer.alloc(64 * 1024, 'message=aaaaaaaa&');
    const pump = () => {
      while (!done && !socket.destroyed && sent < options.total) {
        const chunk = piece.subarray(0, Math.min(piece.byteLength, options.total - sent));
        sent += chunk.byteLength;
        const more = socket.write(chunked ? Buffer.concat([Buffer.from(`${chunk.byteLength.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk);
        if (!more) return void socket.once('drain', pump);
      }
      if (!done && !socket.destroyed && chunked) socket.write('0\r\n\r\n');
    };
    pump();
  });
}
