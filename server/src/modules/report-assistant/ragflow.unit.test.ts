import { describe, expect, it } from 'vitest';
import { AnswerPieces } from './ragflow.js';

const piecesOf = (answers: string[]) => {
  const pieces = new AnswerPieces();
  return [...answers.map((answer) => pieces.next(answer)), pieces.rest()];
};

describe('AnswerPieces', () => {
  it('turns events carrying the whole answer so far into the new text of each', () => {
    expect(piecesOf(['你好', '你好，', '你好，同学'])).toEqual(['你好', '，', '同学', '']);
  });

  it('passes events carrying only the next piece on as they are', () => {
    expect(piecesOf(['You ', 'did ', 'well.'])).toEqual(['You ', 'did ', 'well.', '']);
  });

  it('drops citation marks, holding back one cut at the end of an event until it is whole', () => {
    expect(piecesOf(['多运动 ##', '多运动 ##1$', '多运动 ##1$$ 与 [ID:', '多运动 ##1$$ 与 [ID:2] 早睡'])).toEqual([
      '多运动 ',
      '',
      ' 与 ',
      ' 早睡',
      '',
    ]);
  });

  it('gives back a held text that was no citation once the answer is complete', () => {
    expect(piecesOf(['第#', '1'])).toEqual(['第', '#1', '']);
    expect(piecesOf(['编号 #'])).toEqual(['编号 ', '#']);
  });
});
