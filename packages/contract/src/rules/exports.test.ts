import { describe, expect, it } from 'vitest';
import { PROGRESS_ROW_KINDS } from '../api/progress/shapes.js';
import { EXPORT_JOB_STATES, isExportJobFinished, runsAsExportJob } from './exports.js';

describe('exports', () => {
  it('run as a job exactly when their rows are regions or schools: a district or more', () => {
    expect(PROGRESS_ROW_KINDS.filter(runsAsExportJob)).toEqual(['region', 'school']);
  });

  it('stop when done or failed', () => {
    expect(EXPORT_JOB_STATES.filter(isExportJobFinished)).toEqual(['done', 'failed']);
  });
});
