import { describe, expect, it } from 'vitest';
import { exportsAt } from './exports-at';

describe('exportsAt', () => {
  it("offers a class's students under a class, a grade's classes under a grade, and the figures everywhere", () => {
    expect(exportsAt('student')).toEqual(['classDetails', 'completionStatus', 'finishRate']);
    expect(exportsAt('class')).toEqual(['gradeDetails', 'completionStatus', 'finishRate']);
    expect(exportsAt('school')).toEqual(['completionStatus', 'finishRate']);
  });
});
