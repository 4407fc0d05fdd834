import { describe, expect, it } from 'vitest';
import { scrubQuestion, termsOf } from './scrub.js';

const known = ['李小明', '王芳', 'student0042', '西湖实验小学'];

describe('scrubQuestion', () => {
  it('removes identity numbers in any grouping, with an X check digit or not', () => {
    for (const id of ['33010620100101123X', '330106201001011234', '330106 20100101 123x', '3301-0620-1001-0112-34']) {
      const { text, removed } = scrubQuestion(`身份证号${id}，成绩怎么样`, []);
      expect(text).toBe('身份证号***，成绩怎么样');
      expect(removed).toBe(1);
    }
  });

  it('removes phone numbers, with +86 and separators, and e-mail addresses', () => {
    expect(scrubQuestion('请打 13812345678 或 +86 138-1234-5678', []).text).toBe('请打 *** 或 ***');
    expect(scrubQuestion('write to li.ming+1@example.com.cn please', []).text).toBe('write to *** please');
  });

  it('keeps ordinary numbers: scores, years, short counts', () => {
    const question = '2025年第1批，品德发展82.5分，比上次高3分，为什么？';
    expect(scrubQuestion(question, known)).toEqual({ text: question, removed: 0 });
  });

  it('removes the names and accounts the server knows, and the given name alone', () => {
    const { text, removed } = scrubQuestion('李小明和王芳比，小明差在哪？账号student0042，学校西湖实验小学', known);
    expect(text).toBe('***和***比，***差在哪？账号***，学校***');
    expect(removed).toBe(5);
  });

  it('finds a known name that mixes characters and digits inside Chinese text', () => {
    expect(scrubQuestion('和同学1号比呢', ['同学1号']).text).toBe('和***比呢');
  });

  it('matches a Latin account as a whole word only, in any case', () => {
    expect(scrubQuestion('STUDENT0042 asks', known).text).toBe('*** asks');
    expect(scrubQuestion('student00421 is someone else', known).text).toBe('student00421 is someone else');
  });

  it('removes a name introduced as one even when the server does not know it', () => {
    expect(scrubQuestion('我叫张三丰，我儿子叫张小宝，学习习惯怎么提高？', []).text).toBe(
      '我叫***，我儿子叫***，学习习惯怎么提高？',
    );
    expect(scrubQuestion('姓名：赵六 体育怎么样', []).text).toBe('姓名：*** 体育怎么样');
    expect(scrubQuestion('Hi, my name is Wang Wei and my son is called Ming.', []).text).toBe(
      'Hi, my name is *** and my son is called ***.',
    );
  });
});

describe('termsOf', () => {
  it('adds given names of three- and four-character Chinese names, longest first, and drops short terms', () => {
    expect(termsOf(['李小明', '欧阳娜娜', '王芳', '张', 'ab', ' li_ming '])).toEqual([
      'li_ming',
      '欧阳娜娜',
      '李小明',
      '阳娜娜',
      '小明',
      '王芳',
    ]);
  });
});
