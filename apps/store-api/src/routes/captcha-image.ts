import { deflateSync } from 'node:zlib';

/**
 * The picture of the basic captcha: a PNG rasterised here, pixel by pixel, so the answer exists
 * only as ink a reader has to see (the old SVG listed each glyph's points, and a
 * 30-line parser read every answer). Each glyph is jittered, scaled, rotated and slanted on its
 * own, the whole picture is bent by a wave, and dots and crossing lines in the text's colours lie
 * over it. Nothing of the glyphs' structure reaches the output: only compressed pixels.
 */

export const CAPTCHA_IMAGE_WIDTH = 200;
export const CAPTCHA_IMAGE_HEIGHT = 64;

export type Point = [number, number];
export type Stroke = Point[];

// Glyph skeletons on a 4 × 6 grid (x to the right, y down); strokes are drawn with round ends.
const P: Stroke = [[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]];
export const GLYPHS: Readonly<Record<string, Stroke[]>> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.5], [3, 3.5]]],
  C: [[[4, 0.6], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5.4]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [P],
  R: [P, [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.5], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  '3': [[[0, 0.6], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5.4]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '6': [[[3.6, 0], [1.5, 0], [0, 2], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 4], [2.5, 6], [0.5, 6]]],
};

/** Dark inks with enough contrast on the light background; lines and dots use the same family. */
export const INKS: readonly [number, number, number][] = [
  [29, 53, 87],
  [43, 45, 66],
  [90, 24, 154],
  [127, 29, 29],
  [20, 83, 45],
  [30, 58, 138],
];
export const BACKGROUND: [number, number, number] = [244, 241, 234];

/** A shape to paint: polylines drawn with a round pen of `radius` pixels, kept as segments. */
export interface Ink {
  /** Per segment: ax, ay, bx, by. */
  segments: Float64Array;
  radius: number;
  colour: [number, number, number];
  alpha: number;
  box: [number, number, number, number];
}

export function ink(strokes: Stroke[], radius: number, colour: [number, number, number], alpha: number): Ink {
  const segments: number[] = [];
  for (const stroke of strokes) {
    if (stroke.length === 1) segments.push(stroke[0]![0], stroke[0]![1], stroke[0]![0], stroke[0]![1]);
    for (let i = 1; i < stroke.length; i += 1) segments.push(stroke[i - 1]![0], stroke[i - 1]![1], stroke[i]![0], stroke[i]![1]);
  }
  const xs = strokes.flat().map(([x]) => x);
  const ys = strokes.flat().map(([, y]) => y);
  const pad = radius + 1;
  return { segments: Float64Array.from(segments), radius, colour, alpha, box: [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad] };
}

/** How much of the pixel at (x, y) the shape covers (0 to 1, anti-aliased over one pixel). */
function coverage(shape: Ink, x: number, y: number): number {
  const reach = shape.radius + 0.5;
  let best = reach * reach;
  const { segments } = shape;
  for (let i = 0; i < segments.length; i += 4) {
    const ax = segments[i]!;
    const ay = segments[i + 1]!;
    const bx = segments[i + 2]!;
    const by = segments[i + 3]!;
    // Segments farther than the pen reaches cannot touch the pixel.
    if (x < Math.min(ax, bx) - reach || x > Math.max(ax, bx) + reach || y < Math.min(ay, by) - reach || y > Math.max(ay, by) + reach) continue;
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
    const ex = x - ax - t * dx;
    const ey = y - ay - t * dy;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return Math.max(0, Math.min(1, reach - Math.sqrt(best)));
}

/** A cubic Bézier curve as a polyline. */
export function curve(p0: Point, p1: Point, p2: Point, p3: Point, steps = 24): Stroke {
  const points: Stroke = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const u = 1 - t;
    points.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return points;
}

/** A wave that bends the whole picture: each pixel shows the drawing at a displaced point. */
export interface Wave {
  ax: number;
  fx: number;
  px: number;
  ay: number;
  fy: number;
  py: number;
}

/** Paints `shapes` in order on the light ground, bent by `wave`; RGB, row by row. */
export function rasterise(shapes: readonly Ink[], wave: Wave, random: () => number): Uint8Array {
  const width = CAPTCHA_IMAGE_WIDTH;
  const height = CAPTCHA_IMAGE_HEIGHT;
  const size = width * height;
  const sampleX = new Float64Array(size);
  const sampleY = new Float64Array(size);
  const canvas = new Float64Array(size * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      sampleX[i] = x + 0.5 + wave.ax * Math.sin(y * wave.fx + wave.px);
      sampleY[i] = y + 0.5 + wave.ay * Math.sin(x * wave.fy + wave.py);
      const shade = (random() * 8 - 4) - (y / height) * 8;
      canvas[i * 3] = BACKGROUND[0] + shade;
      canvas[i * 3 + 1] = BACKGROUND[1] + shade;
      canvas[i * 3 + 2] = BACKGROUND[2] + shade;
    }
  }
  for (const shape of shapes) {
    const [left, top, right, bottom] = shape.box;
    const [red, green, blue] = shape.colour;
    const x0 = Math.max(0, Math.floor(left - wave.ax - 1));
    const x1 = Math.min(width - 1, Math.ceil(right + wave.ax + 1));
    const y0 = Math.max(0, Math.floor(top - wave.ay - 1));
    const y1 = Math.min(height - 1, Math.ceil(bottom + wave.ay + 1));
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const i = y * width + x;
        const sx = sampleX[i]!;
        const sy = sampleY[i]!;
        if (sx < left || sx > right || sy < top || sy > bottom) continue;
        const amount = coverage(shape, sx, sy) * shape.alpha;
        if (amount === 0) continue;
        const at = i * 3;
        canvas[at] = canvas[at]! + (red - canvas[at]!) * amount;
        canvas[at + 1] = canvas[at + 1]! + (green - canvas[at + 1]!) * amount;
        canvas[at + 2] = canvas[at + 2]! + (blue - canvas[at + 2]!) * amount;
      }
    }
  }
  const pixels = new Uint8Array(size * 3);
  for (let i = 0; i < size * 3; i += 1) pixels[i] = Math.max(0, Math.min(255, Math.round(canvas[i]!)));
  return pixels;
}

/** A glyph's strokes placed at (cx, cy) with its own scale, width, rotation and slant, jittered point by point. */
export function placeGlyph(char: string, cx: number, cy: number, scale: number, stretch: number, angle: number, slant: number, between: (min: number, max: number) => number): Stroke[] {
  const glyph = GLYPHS[char];
  if (!glyph) throw new Error(`The captcha has no glyph for "${char}"`);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return glyph.map((stroke) =>
    stroke.map(([gx, gy]): Point => {
      const x = (gx - 2 + between(-0.2, 0.2)) * scale * stretch;
      const y = (gy - 3 + between(-0.2, 0.2)) * scale;
      const slanted = x - y * slant;
      return [cx + slanted * cos - y * sin, cy + slanted * sin + y * cos];
    }),
  );
}

/**
 * The captcha's pixels (RGB, row by row) for `answer`; `random` decides every variation.
 *
 * docs/decisions/0048-captcha-proof-of-work-and-issue-limits.md: a k-NN trained on this generator's own pictures read 78 of 100 of the earlier
 * version, which put each glyph in a fixed column, each in its own colour, opaque and thicker than
 * the noise. Now nothing marks where one glyph ends: the word starts anywhere, each glyph
 * advances by its own amount so that neighbours touch or overlap, and the baseline wanders; one
 * ink draws glyphs and clutter alike, glyph strokes vary in width and opacity as the clutter
 * strokes do, long strokes in that ink run through the word and short ones lie among the glyphs,
 * and thin cuts in the ground's colour break glyph strokes apart.
 */
export function captchaPixels(answer: string, random: () => number = Math.random): Uint8Array {
  const width = CAPTCHA_IMAGE_WIDTH;
  const height = CAPTCHA_IMAGE_HEIGHT;
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const base = pick(INKS);
  const shade = (): [number, number, number] => {
    const lift = between(-14, 14);
    return base.map((channel) => Math.max(0, Math.min(255, Math.round(channel + lift)))) as [number, number, number];
  };
  // Glyphs and clutter are drawn with the same pens: no width or opacity tells them apart.
  const strokeRadius = () => between(0.9, 1.8);
  const strokeAlpha = () => between(0.75, 1);
  const ground = (): [number, number, number] => BACKGROUND.map((channel) => channel - 4) as [number, number, number];
  const shapes: Ink[] = [];

  // The glyphs: scale, advance and height of each on its own.
  const glyphs = [...answer].map((char) => ({ char, scale: between(5.2, 6.6), stretch: between(0.85, 1.15) }));
  const advances = glyphs.slice(1).map((glyph, index) => ((glyph.scale * glyph.stretch + glyphs[index]!.scale * glyphs[index]!.stretch) / 2) * 4 * between(0.95, 1.35));
  const span = advances.reduce((sum, advance) => sum + advance, 0);
  const widthOf = (index: number) => glyphs[index]!.scale * 4 * glyphs[index]!.stretch;
  const firstHalf = widthOf(0) / 2 + 4;
  const lastHalf = widthOf(glyphs.length - 1) / 2 + 4;
  let cx = firstHalf + between(0, Math.max(0, width - firstHalf - lastHalf - span));
  const drift = { amplitude: between(2, 6), frequency: between(0.02, 0.05), phase: between(0, 6.3) };
  const band: [number, number] = [height, 0];
  const glyphInks: Ink[] = glyphs.map(({ char, scale, stretch }, index) => {
    const cy = height / 2 + drift.amplitude * Math.sin(cx * drift.frequency + drift.phase) + between(-2.5, 2.5);
    band[0] = Math.min(band[0], cy - scale * 3);
    band[1] = Math.max(band[1], cy + scale * 3);
    const strokes = placeGlyph(char, cx, cy, scale, stretch, (between(-15, 15) * Math.PI) / 180, Math.tan((between(-12, 12) * Math.PI) / 180), between);
    if (index < advances.length) cx += advances[index]!;
    return ink(strokes, strokeRadius(), shade(), strokeAlpha());
  });

  // Faint dots on the ground, then the word and clutter of the same ink in random order.
  for (let i = 0; i < 60; i += 1) {
    shapes.push(ink([[[between(0, width), between(0, height)]]], between(0.4, 1.1), shade(), between(0.25, 0.6)));
  }
  const clutter: Ink[] = [];
  // Long strokes through the word, as wide as glyph strokes.
  for (let i = 0; i < 2; i += 1) {
    // Across the word at a slant: from near one edge of the text band to near the other.
    const [from, to] = random() < 0.5 ? band : [band[1], band[0]];
    const path = curve(
      [between(-10, 30), from + between(-4, 4)],
      [between(40, 90), between(band[0], band[1])],
      [between(110, 160), between(band[0], band[1])],
      [between(170, width + 10), to + between(-4, 4)],
    );
    clutter.push(ink([path], strokeRadius(), shade(), strokeAlpha()));
  }
  // Short strokes among the glyphs: pieces of what a glyph could be made of.
  for (let i = 0; i < 2; i += 1) {
    const x = between(8, width - 8);
    const y = between(band[0], band[1]);
    const length = between(6, 14);
    const angle = between(0, Math.PI);
    const bend = between(-4, 4);
    const stroke = curve([x, y], [x + (length / 3) * Math.cos(angle) + bend, y + (length / 3) * Math.sin(angle)], [x + ((2 * length) / 3) * Math.cos(angle) - bend, y + ((2 * length) / 3) * Math.sin(angle)], [x + length * Math.cos(angle), y + length * Math.sin(angle)], 8);
    clutter.push(ink([stroke], strokeRadius(), shade(), strokeAlpha()));
  }
  const drawn = [...glyphInks, ...clutter];
  for (let i = drawn.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [drawn[i], drawn[j]] = [drawn[j]!, drawn[i]!];
  }
  shapes.push(...drawn);
  // Thin cuts in the ground's colour across the word.
  for (let i = 0; i < 2; i += 1) {
    const path = curve(
      [between(-10, 40), between(band[0], band[1])],
      [between(40, 100), between(band[0] - 8, band[1] + 8)],
      [between(100, 160), between(band[0] - 8, band[1] + 8)],
      [between(160, width + 10), between(band[0], band[1])],
    );
    shapes.push(ink([path], between(0.35, 0.6), ground(), 0.9));
  }

  const wave: Wave = { ax: between(1.5, 2.6), fx: between(0.08, 0.13), px: between(0, 6.3), ay: between(2, 3.4), fy: between(0.03, 0.07), py: between(0, 6.3) };
  return rasterise(shapes, wave, random);
}

/** The captcha as a PNG file. */
export function captchaPng(answer: string, random: () => number = Math.random): Buffer {
  return encodePng(CAPTCHA_IMAGE_WIDTH, CAPTCHA_IMAGE_HEIGHT, captchaPixels(answer, random));
}

// --- PNG encoding (truecolour, 8 bits per channel) --------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(typed.length + 8);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), typed.length + 4);
  return out;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Encodes RGB pixels as a PNG; each row gets the filter with the smallest sum (the usual heuristic). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let bestCost = Infinity;
    for (let filter = 0; filter <= 4; filter += 1) {
      let cost = 0;
      for (let i = 0; i < stride; i += 1) {
        const left = i >= 3 ? row[i - 3]! : 0;
        const up = above[i]!;
        const upLeft = i >= 3 ? above[i - 3]! : 0;
        const predictor = filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : paeth(left, up, upLeft);
        const value = (row[i]! - predictor) & 0xff;
        candidate[i] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (cost < bestCost) {
        bestCost = cost;
        raw[y * (stride + 1)] = filter;
        candidate.copy(raw, y * (stride + 1) + 1);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
