/** A correct solution of each demo task, in order: the demo is solvable, and the browser test types these. */
export const REFERENCE_SOLUTIONS = [
  'function solve(numbers) {\n  return numbers.reduce((sum, n) => sum + n, 0);\n}\n',
  "function solve(n) {\n  const out = [];\n  for (let i = 1; i <= n; i++) out.push(i % 15 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : String(i));\n  return out;\n}\n",
  'function solve(text) {\n  const counts = {};\n  for (const word of text.toLowerCase().match(/[a-z]+/g) || []) counts[word] = (counts[word] || 0) + 1;\n  return counts;\n}\n',
];
