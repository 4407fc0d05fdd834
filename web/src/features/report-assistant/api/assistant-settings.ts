import { chats, type AssistantSettingCell, type AssistantSettings } from '@pingjia/contract';
import { http } from '../../../shared/request';

export type { AssistantSettingCell, AssistantSettings };

export const assistantSettingsKey = (regionId: number | undefined) =>
  ['reportAssistant', 'settings', regionId] as const;

/** POST /wj/api/chats/ragflow/settings: an area's switches (none named: the admin's own area). */
export function getAssistantSettings(regionId?: number): Promise<AssistantSettings> {
  return http.request(chats.getAssistantSettings, { body: regionId === undefined ? {} : { regionId }, quiet: true });
}

/** POST /wj/api/chats/ragflow/saveSettings: sets the area's own switches. */
export function saveAssistantSettings(regionId: number, cells: AssistantSettingCell[]): Promise<AssistantSettings> {
  return http.request(chats.saveAssistantSettings, { body: { regionId, cells } });
}
