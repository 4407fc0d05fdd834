/** A small seeded generator (mulberry32): the same seed replays the same exposure choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The n-th draw of a seeded stream, so a step can be replayed without keeping the generator. */
export function drawAt(seed: number, index: number): number {
  const next = seededRandom(seed);
  let value = next();
  for (let i = 0; i < index; i += 1) value = next();
  return value;
}
