import type { BankItem, EngineSettings } from '../../../db/schema/adaptive.js';
import { itemInformation } from './irt.js';

/** Each indicator's wanted share: the configured targets, else equal shares over the bank's indicators. */
export function contentShares(bank: readonly BankItem[], targets: Record<string, number>): Map<string, number> {
  const configured = Object.entries(targets).filter(([, share]) => share > 0);
  if (configured.length > 0) {
    const total = configured.reduce((sum, [, share]) => sum + share, 0);
    return new Map(configured.map(([indicatorId, share]) => [indicatorId, share / total]));
  }
  const indicators = [...new Set(bank.map((item) => item.indicatorId))].sort();
  return new Map(indicators.map((indicatorId) => [indicatorId, 1 / indicators.length]));
}

/** The indicator furthest below its wanted share that still has unused items (ties: the first in order). */
export function neediestIndicator(
  available: readonly BankItem[],
  used: readonly BankItem[],
  shares: Map<string, number>,
): string | null {
  const open = new Set(available.map((item) => item.indicatorId));
  let best: { indicatorId: string; deficit: number } | null = null;
  for (const [indicatorId, share] of [...shares].sort(([x], [y]) => x.localeCompare(y))) {
    if (!open.has(indicatorId)) continue;
    const given = used.filter((item) => item.indicatorId === indicatorId).length;
    const deficit = share - (used.length === 0 ? 0 : given / used.length);
    if (!best || deficit > best.deficit) best = { indicatorId, deficit };
  }
  return best?.indicatorId ?? null;
}

/**
 * The next item: within the neediest indicator (content balancing), the `randomesqueK` items
 * most informative at `theta`, one of them picked by `random` in [0, 1) (exposure control).
 * Null when the bank has nothing left to give.
 */
export function chooseNextItem(
  bank: readonly BankItem[],
  usedIds: readonly number[],
  theta: number,
  settings: Pick<EngineSettings, 'randomesqueK' | 'contentTargets'>,
  random: number,
): BankItem | null {
  const usedSet = new Set(usedIds);
  const used = bank.filter((item) => usedSet.has(item.id));
  const shares = contentShares(bank, settings.contentTargets);
  const available = bank.filter((item) => !usedSet.has(item.id) && shares.has(item.indicatorId));
  const indicatorId = neediestIndicator(available, used, shares);
  if (indicatorId === null) return null;
  const ranked = available
    .filter((item) => item.indicatorId === indicatorId)
    .map((item) => ({ item, information: itemInformation(theta, item) }))
    .sort((x, y) => y.information - x.information || x.item.id - y.item.id);
  const best = ranked.slice(0, Math.max(1, settings.randomesqueK));
  return best[Math.min(best.length - 1, Math.floor(random * best.length))]?.item ?? null;
}
