// Twenty concurrent gradings (half a CPU-heavy correct solution, half an infinite loop) through
// the HTTP API, while the p99 of GET /wj/api/sys/date is measured beside its p99 at rest. The
// gradings use POST /wj/api/programming/runSamples (the task's visible examples in the same
// sandbox pool as a submit), which records nothing, so a student can be graded any number of times.
// The grader takes one run of a student at a time, so the twenty come from twenty students of one
// class: the signed-in one and the demo's generated classmates of student02 (xs0101…).
// Figures only; bounded in count and time; loopback only.
import { signIn } from './lib.mjs';

const GRADINGS = 20;
const DEMO_PASSWORD = 'Pingjia@2026';
const CLASSMATES = Array.from({ length: GRADINGS - 1 }, (_, i) => `xs01${String(i + 1).padStart(2, '0')}`);
const REST_SAMPLES = 200;
const PROBE_CONCURRENCY = 4;
const MAX_LOAD_MS = 120_000;

const HEAVY =
  'function solve(numbers) { let x = 0; for (let i = 0; i < 4e5; i++) x = (x + i) % 7; return numbers.reduce((a, b) => a + b, 0) + x * 0; }';
const LOOP = 'function solve() { for (;;) {} }';

const p99 = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] * 10) / 10;
};

function client(baseUrl, token) {
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { satoken: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = await response.json();
    if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
    return envelope.data;
  };
  return {
    get: (path, query) => call('GET', `${path}?${new URLSearchParams(query)}`),
    post: (path, body) => call('POST', path, body),
  };
}

/** Every programming activity the home page lists for the student, wherever it sits in the reply. */
function programmingActivities(value, found = []) {
  if (Array.isArray(value)) value.forEach((entry) => programmingActivities(entry, found));
  else if (value && typeof value === 'object') {
    if (value.kind === 'programming' && value.activityId && value.taskGroupId)
      found.push({ activityId: value.activityId, taskGroupId: value.taskGroupId });
    Object.values(value).forEach((entry) => programmingActivities(entry, found));
  }
  return found;
}

/** One timed GET /wj/api/sys/date; null when the connection failed (counted, not timed). */
async function timeDate(baseUrl, token) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/wj/api/sys/date`, { headers: { satoken: token } });
    await response.arrayBuffer();
    return response.ok ? performance.now() - started : null;
  } catch {
    return null;
  }
}

export async function benchProgramming({ baseUrl, token }) {
  const api = client(baseUrl, token);
  const [ref] = programmingActivities(await api.post('/wj/api/index/queryHomePage', {}));
  if (!ref) throw new Error('the student sees no programming activity');
  const view = await api.get('/wj/api/programming/getTasks', {
    taskGroupId: ref.taskGroupId,
    activityId: ref.activityId,
  });
  const taskId = view.tasks[0]?.taskId;
  if (!taskId) throw new Error('the programming activity has no task');

  const rest = [];
  let failedDates = 0;
  const record = (samples, ms) => (ms === null ? (failedDates += 1) : samples.push(ms));
  for (let i = 0; i < REST_SAMPLES; i++) record(rest, await timeDate(baseUrl, token));

  const students = [
    api,
    ...(await Promise.all(CLASSMATES.map(async (name) => client(baseUrl, await signIn(baseUrl, name, DEMO_PASSWORD))))),
  ];
  const started = performance.now();
  const outcomes = {};
  let running = true;
  const gradings = Promise.all(
    students.map((student, i) =>
      student
        .post('/wj/api/programming/runSamples', { ...ref, taskId, code: i % 2 === 0 ? HEAVY : LOOP })
        .then((runs) => {
          for (const run of runs) outcomes[run.outcome] = (outcomes[run.outcome] ?? 0) + 1;
        }),
    ),
  ).finally(() => {
    running = false;
  });
  const underLoad = [];
  const probe = async () => {
    while (running && performance.now() - started < MAX_LOAD_MS) record(underLoad, await timeDate(baseUrl, token));
  };
  await Promise.all([gradings, ...Array.from({ length: PROBE_CONCURRENCY }, probe)]);

  return {
    restP99Ms: p99(rest),
    underLoadP99Ms: p99(underLoad),
    gradings: {
      count: GRADINGS,
      wallMs: Math.round(performance.now() - started),
      caseOutcomes: outcomes,
      dateSamplesUnderLoad: underLoad.length,
      failedDates,
    },
  };
}
