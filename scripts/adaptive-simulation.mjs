// Simulated examinees of known ability take the demo bank through the adaptive engine;
// prints how well the engine recovers their ability. Usage: npm run simulate:adaptive [-- <examinees per ability>]
import { tsImport } from 'tsx/esm/api';

const engine = await tsImport('../server/src/modules/adaptive/engine/simulate.ts', import.meta.url);
const { DEFAULT_SETTINGS } = await tsImport('../server/src/modules/adaptive/engine/settings.ts', import.meta.url);
const { demoBankItems } = await tsImport('../server/src/seed/adaptive/bank.ts', import.meta.url);

const PER_ABILITY = Number(process.argv[2] ?? 100);
const ABILITIES = [-2, -1, 0, 1, 2];
// The demo seed's settings (server/src/seed/adaptive/index.ts) over the engine defaults.
const settings = { ...DEFAULT_SETTINGS, minLength: 8, maxLength: 16, targetSe: 0.45 };
const bank = demoBankItems().map((item, i) => ({
  id: i + 1,
  indicatorId: item.indicatorId,
  a: item.a,
  b: item.b,
  c: item.c,
}));

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rows = [];
const all = [];
for (const trueTheta of ABILITIES) {
  const runs = Array.from({ length: PER_ABILITY }, (_, i) =>
    engine.simulateExaminee(bank, settings, 1_000 * (trueTheta + 3) + i, trueTheta),
  );
  all.push(...runs);
  rows.push({
    theta: trueTheta,
    'mean estimate': mean(runs.map((run) => run.theta)).toFixed(3),
    'mean abs error': mean(runs.map((run) => Math.abs(run.theta - trueTheta))).toFixed(3),
    'mean SE': mean(runs.map((run) => run.se)).toFixed(3),
    'mean length': mean(runs.map((run) => run.length)).toFixed(1),
  });
}
rows.push({
  theta: 'all',
  'mean estimate': '',
  'mean abs error': mean(all.map((run) => Math.abs(run.theta - run.trueTheta))).toFixed(3),
  'mean SE': mean(all.map((run) => run.se)).toFixed(3),
  'mean length': mean(all.map((run) => run.length)).toFixed(1),
});
console.log(
  `Adaptive engine over the demo bank (${bank.length} items), ${PER_ABILITY} simulated examinees per ability`,
);
console.log(
  `settings: EAP on ${settings.gridPoints} points [${settings.gridMin}, ${settings.gridMax}], N(${settings.priorMean}, ${settings.priorSd}) prior, randomesque k=${settings.randomesqueK}, stop at SE <= ${settings.targetSe} after ${settings.minLength} items or at ${settings.maxLength}`,
);
console.table(rows);
