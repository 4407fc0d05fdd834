/**
 * The pixels a CSS length comes to in a window `viewportWidth` wide: px, vw, calc() with + - * /,
 * min() and max(). happy-dom applies the style sheets but lays nothing out, so a test works out
 * what a browser would from the declarations an element is given.
 */
export function cssPixels(value: string, viewportWidth: number): number {
  const tokens = value.match(/\d*\.?\d+(?:px|vw)?|[a-z]+\(|[()+\-*/,]/g) ?? [];
  let at = 0;
  const take = (expected?: string): string => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected)) {
      throw new Error(`Cannot read the CSS length "${value}"`);
    }
    return token;
  };

  function sum(): number {
    let total = product();
    while (tokens[at] === '+' || tokens[at] === '-') total = take() === '+' ? total + product() : total - product();
    return total;
  }
  function product(): number {
    let total = operand();
    while (tokens[at] === '*' || tokens[at] === '/') total = take() === '*' ? total * operand() : total / operand();
    return total;
  }
  function operand(): number {
    const token = take();
    if (token === 'calc(' || token === '(') {
      const inner = sum();
      take(')');
      return inner;
    }
    if (token === 'min(' || token === 'max(') {
      const values = [sum()];
      while (tokens[at] === ',') {
        take();
        values.push(sum());
      }
      take(')');
      return token === 'min(' ? Math.min(...values) : Math.max(...values);
    }
    if (!/^\d*\.?\d+/.test(token)) throw new Error(`Cannot read the CSS length "${value}"`);
    return token.endsWith('vw') ? (parseFloat(token) * viewportWidth) / 100 : parseFloat(token);
  }

  const pixels = sum();
  if (at !== tokens.length) throw new Error(`Cannot read the CSS length "${value}"`);
  return pixels;
}
