/** The demo's programming tasks, in the import JSON an author writes (see docs/engines/programming.md). */
export const DEMO_TASKS = [
  {
    title: '数组求和',
    statement: '编写函数 `solve(numbers)`：参数是一个整数数组，返回所有数的和。空数组的和是 0。',
    starterCode: 'function solve(numbers) {\n  // 在这里写代码\n  return 0;\n}\n',
    functionName: 'solve',
    gradeBand: 'lower',
    examples: [
      { input: [1, 2, 3], expected: 6 },
      { input: [10, -4], expected: 6 },
    ],
    tests: [
      { input: [], expected: 0, score: 2 },
      { input: [5], expected: 5, score: 2 },
      { input: [1, 2, 3, 4], expected: 10, score: 2 },
      { input: [-2, 2, 7], expected: 7, score: 2 },
      { input: [100, 200, 300, 400, 500], expected: 1500, score: 2 },
    ],
    indicators: [{ indicatorId: '22', weight: 1 }],
  },
  {
    title: '报数游戏',
    statement:
      '编写函数 `solve(n)`：返回从 1 到 n 的报数结果数组（字符串）。3 的倍数报 "Fizz"，5 的倍数报 "Buzz"，同时是 3 和 5 的倍数报 "FizzBuzz"，其余报数字本身。',
    starterCode: 'function solve(n) {\n  const result = [];\n  return result;\n}\n',
    functionName: 'solve',
    gradeBand: 'middle',
    examples: [{ input: 5, expected: ['1', '2', 'Fizz', '4', 'Buzz'] }],
    tests: [
      { input: 1, expected: ['1'], score: 2 },
      { input: 3, expected: ['1', '2', 'Fizz'], score: 2 },
      { input: 0, expected: [], score: 2 },
      {
        input: 15,
        expected: [
          '1',
          '2',
          'Fizz',
          '4',
          'Buzz',
          'Fizz',
          '7',
          '8',
          'Fizz',
          'Buzz',
          '11',
          'Fizz',
          '13',
          '14',
          'FizzBuzz',
        ],
        score: 4,
      },
    ],
    indicators: [
      { indicatorId: '21', weight: 1 },
      { indicatorId: '22', weight: 1 },
    ],
  },
  {
    title: '单词计数',
    statement:
      '编写函数 `solve(text)`：统计英文句子里每个单词出现的次数，返回一个对象（单词一律小写，单词之间可能有空格和标点）。',
    starterCode: 'function solve(text) {\n  const counts = {};\n  return counts;\n}\n',
    functionName: 'solve',
    gradeBand: 'upper',
    examples: [{ input: 'the cat and the hat', expected: { the: 2, cat: 1, and: 1, hat: 1 } }],
    tests: [
      { input: '', expected: {}, score: 2 },
      { input: 'Hello hello HELLO', expected: { hello: 3 }, score: 3 },
      {
        input: 'One fish, two fish; red fish. Blue fish!',
        expected: { one: 1, fish: 4, two: 1, red: 1, blue: 1 },
        score: 3,
      },
      { input: '  spaces   everywhere  ', expected: { spaces: 1, everywhere: 1 }, score: 2 },
    ],
    indicators: [
      { indicatorId: '20', weight: 1 },
      { indicatorId: '21', weight: 2 },
    ],
  },
];
