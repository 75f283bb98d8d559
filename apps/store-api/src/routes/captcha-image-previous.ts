import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, curve, ink, INKS, placeGlyph, rasterise, type Ink, type Wave } from './captcha-image';

/**
 * The captcha picture as the route drew it from docs/decisions/0031-security-review-choices.md until docs/decisions/0048-captcha-proof-of-work-and-issue-limits.md, kept for the test
 * that shows its solver is real: five glyphs in fixed columns (`18 + index × 32.8` px), each in
 * its own ink, opaque and thicker than the dots and lines around them. A k-NN of 60 lines read 78
 * of 100 of these. Not served.
 */
export function previousCaptchaPixels(answer: string, random: () => number = Math.random): Uint8Array {
  const width = CAPTCHA_IMAGE_WIDTH;
  const height = CAPTCHA_IMAGE_HEIGHT;
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const near = (colour: [number, number, number]): [number, number, number] =>
    colour.map((channel) => Math.max(0, Math.min(255, Math.round(channel + between(-28, 28))))) as [number, number, number];
  const shapes: Ink[] = [];

  const lines = (count: number, radius: [number, number], alpha: number) => {
    for (let i = 0; i < count; i += 1) {
      const path = curve(
        [between(-10, 20), between(6, height - 6)],
        [between(40, 90), between(-10, height + 10)],
        [between(110, 160), between(-10, height + 10)],
        [between(180, width + 10), between(6, height - 6)],
      );
      shapes.push(ink([path], between(...radius), near(pick(INKS)), alpha));
    }
  };

  lines(3, [0.5, 0.8], 0.7);
  for (let i = 0; i < 90; i += 1) {
    shapes.push(ink([[[between(0, width), between(0, height)]]], between(0.5, 1.3), near(pick(INKS)), between(0.5, 0.9)));
  }
  const step = (width - 36) / answer.length;
  [...answer].forEach((char, index) => {
    const scale = between(5.2, 6.3);
    const angle = (between(-18, 18) * Math.PI) / 180;
    const slant = Math.tan((between(-14, 14) * Math.PI) / 180);
    const stretch = between(0.85, 1.15);
    const cx = 18 + index * step + step / 2 + between(-2.5, 2.5);
    const cy = height / 2 + between(-3, 3);
    shapes.push(ink(placeGlyph(char, cx, cy, scale, stretch, angle, slant, between), between(1.4, 1.9), near(pick(INKS)), 1));
  });
  lines(2, [0.8, 1.2], 0.8);

  const wave: Wave = { ax: between(1.2, 2), fx: between(0.07, 0.11), px: between(0, 6.3), ay: between(1.8, 3), fy: between(0.03, 0.06), py: between(0, 6.3) };
  return rasterise(shapes, wave, random);
}
