import { screen, waitFor, within } from '@testing-library/react';
import { ASSISTANT_AUDIENCES, ASSISTANT_GRADE_LEVELS, gradeName, type AssistantSettings } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonLabel, renderInApp } from '../../../test/render';
import { getAssistantSettings, saveAssistantSettings } from '../api/assistant-settings';
import { reportAssistantZhCN as texts } from '../texts';
import { ReportAssistantSettings } from './report-assistant-settings';

vi.mock('../api/assistant-settings', () => ({
  assistantSettingsKey: (regionId?: number) => ['reportAssistant', 'settings', regionId],
  getAssistantSettings: vi.fn(),
  saveAssistantSettings: vi.fn(),
}));

const settings = (on: (audience: string, gradeLevel: number) => boolean): AssistantSettings => ({
  regionId: 12,
  regionName: '西湖区',
  cells: ASSISTANT_AUDIENCES.flatMap((audience) =>
    ASSISTANT_GRADE_LEVELS.map((gradeLevel) => ({ audience, gradeLevel, enabled: on(audience, gradeLevel) })),
  ),
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getAssistantSettings).mockResolvedValue(
    settings((audience, grade) => audience === 'student' && grade === 7),
  );
  vi.mocked(saveAssistantSettings).mockImplementation((_regionId, cells) =>
    Promise.resolve({ ...settings(() => false), cells }),
  );
});

describe('the report assistant settings', () => {
  it("shows the area's switches by grade and audience, and saves them all at once", async () => {
    const { user } = renderInApp(<ReportAssistantSettings />);
    await user.click(screen.getByRole('button', { name: texts.settings.button }));
    const dialog = await screen.findByRole('dialog', { name: '报告助手：西湖区' });
    expect(getAssistantSettings).toHaveBeenCalledWith(undefined);
    const box = (grade: number, audience: 'student' | 'parent' | 'teacher') =>
      within(dialog).getByRole('checkbox', { name: `${gradeName(grade)} ${texts.settings.audiences[audience]}` });
    expect((box(7, 'student') as HTMLInputElement).checked).toBe(true);
    expect((box(7, 'parent') as HTMLInputElement).checked).toBe(false);
    await user.click(box(7, 'parent'));
    await user.click(box(7, 'student'));
    await user.click(within(dialog).getByRole('button', { name: buttonLabel(texts.settings.save) }));
    await waitFor(() => expect(saveAssistantSettings).toHaveBeenCalled());
    const [regionId, cells] = vi.mocked(saveAssistantSettings).mock.calls[0] ?? [];
    expect(regionId).toBe(12);
    expect(cells).toHaveLength(36);
    expect(cells?.filter((cell) => cell.enabled)).toEqual([{ audience: 'parent', gradeLevel: 7, enabled: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the area it is given', async () => {
    const { user } = renderInApp(<ReportAssistantSettings regionId={12} />);
    await user.click(screen.getByRole('button', { name: texts.settings.button }));
    await screen.findByRole('dialog');
    expect(getAssistantSettings).toHaveBeenCalledWith(12);
  });
});
