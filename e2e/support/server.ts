/**
 * Waits until `url` answers (`up`) or stops answering (`!up`), for specs that start or stop a
 * server of their own; fails after 30 s.
 */
export async function waitUntil(url: string, up: boolean): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const reachable = await fetch(url).then(
      () => true,
      () => false,
    );
    if (reachable === up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ${up ? 'reachable' : 'unreachable'}`);
}
