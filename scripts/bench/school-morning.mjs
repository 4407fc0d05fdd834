// A school's 8:00 (issue 14): students created through the product's own Excel import sign in with
// their QR cards, then within a window all open the home and start the same questionnaire, then
// within a window all hand it in (every other one twice at once, as a double tap). With `kill`, a
// server behind the balancer is killed while the hand-ins are under way; a student whose request
// failed sends it again with the same key, as the app does. Figures only; the lost and twice
// counts come from the database.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { sealForServer } from '../../packages/contract/dist/index.js';
import { callApi, redirectOf, signIn } from './lib.mjs';

const PASSWORD = 'Morning@2026';
/** A school's classes are this size; each class takes part as a whole, as at a real 8:00. */
const CLASS_SIZE = 40;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(latencies, errors) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    errors,
  };
}

async function data(baseUrl, token, method, path, body) {
  const result = await callApi(baseUrl, token, method, path, body);
  if (!result.success) throw new Error(`${path}: ${result.message}`);
  return result.data;
}

/** The grade's students, class by class, in the product's import template. */
async function workbook(count, prefix, gradeName, classNames) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('学生');
  sheet.addRow(['姓名', '账号', '性别（男/女）', '年级', '班级', '证件类型（1-6，空为身份证）', '证件号码', '手机号']);
  for (let i = 0; i < count; i += 1) {
    const className = classNames[Math.floor(i / CLASS_SIZE)];
    sheet.addRow([`晨测学生${i}`, `${prefix}${i}`, i % 2 ? '男' : '女', gradeName, className, '', '', '']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** New classes of the template student's grade, made through the product, enough for every student. */
async function createClasses(baseUrl, adminToken, { count, prefix, schoolId, classId }) {
  const list = await data(baseUrl, adminToken, 'POST', '/wj/api/school/class/list', {
    schoolId,
    pageIndex: 1,
    pageSize: 100,
  });
  const own = list.records.find((record) => record.id === classId);
  if (!own) throw new Error('the template class is not in the admin school');
  const classes = [];
  for (let i = 0; i < Math.ceil(count / CLASS_SIZE); i += 1) {
    const name = `${prefix.slice(-4)}-${i + 1}班`;
    const saved = await data(baseUrl, adminToken, 'POST', '/wj/api/school/class/saveOrUpdate', {
      schoolId,
      gradeLevel: own.gradeLevel,
      name,
    });
    classes.push({ id: saved.id, name });
  }
  return classes;
}

async function importStudents(baseUrl, adminToken, { count, prefix, gradeName, classNames, schoolId }) {
  const form = new FormData();
  form.append('file', new Blob([await workbook(count, prefix, gradeName, classNames)]), 'morning.xlsx');
  const upload = await fetch(`${baseUrl}/io/file/uploadFile`, {
    method: 'POST',
    headers: { satoken: adminToken },
    body: form,
  });
  const { fileName } = (await upload.json()).data;
  const key = await data(baseUrl, adminToken, 'GET', '/sso/login/getTransportKey');
  const { jobId } = await data(baseUrl, adminToken, 'POST', '/wj/api/excel/importAccounts', {
    fileName,
    kind: 'student',
    schoolId,
    password: sealForServer(PASSWORD, key),
  });
  for (;;) {
    const progress = await data(baseUrl, adminToken, 'GET', `/wj/api/excel/importProgress?jobId=${jobId}`);
    if (progress.state === 'failed') throw new Error(`import failed: ${progress.failure}`);
    if (progress.state === 'done') return progress.importedRows;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The class's printed card sheet: each card's link (its data attribute) by account. */
async function cardLinks(baseUrl, adminToken, classId, prefix) {
  const response = await fetch(`${baseUrl}/templateDocumentWeb/templateDocument/downloadTemplate?classId=${classId}`, {
    headers: { satoken: adminToken },
  });
  const html = await response.text();
  const links = new Map();
  for (const match of html.matchAll(/data-link="([^"]+)"[\s\S]*?账号：([^<]+)<\/p>/g)) {
    if (match[2].startsWith(prefix)) links.set(match[2], match[1].replaceAll('&amp;', '&'));
  }
  return links;
}

/** Opens a card's link as a tablet does; the token comes back in the redirect's `#token=`. */
async function qrSignIn(baseUrl, link) {
  const url = new URL(link);
  const location = await redirectOf(baseUrl, `${url.pathname}${url.search}`);
  const token = /token=([^&]+)/.exec(location ?? '')?.[1];
  if (!token) throw new Error('QR sign-in sent no session');
  return decodeURIComponent(token);
}

async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** Runs `work` for every student at a random moment of the window, all under way at once. */
function spreadOver(windowMs, items, work) {
  return Promise.all(
    items.map(async (item, index) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * windowMs));
      return work(item, index);
    }),
  );
}

async function timed(latencies, fn) {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    latencies.push(performance.now() - started);
  }
}

async function openQuestionnaire(baseUrl, token) {
  const home = await data(baseUrl, token, 'POST', '/wj/api/index/queryHomePage', {});
  for (const group of home.taskGroups) {
    const activity = group.activities.find((a) => a.kind === 'questionnaire' && !a.answerDisabled);
    if (activity) return { taskGroupId: group.tgiId, activityId: activity.activityId };
  }
  throw new Error('no open questionnaire for the class in the demo content');
}

/** A hand-in that keeps trying with its key while servers fail under it; answers whether it was accepted. */
async function handIn(baseUrl, token, body, latencies, outcomes) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const result = await timed(latencies, () =>
        callApi(baseUrl, token, 'POST', '/wj/api/evaluation/subEvaluationGroupAnswer', body),
      );
      if (result.success) return true;
      outcomes.refused += 1;
      return false;
    } catch {
      outcomes.retried += 1;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 100));
    }
  }
  outcomes.gaveUp += 1;
  return false;
}

/** How long the counters may lag a hand-in whose server died before refreshing them: the sweep's age and interval, with room. */
const COUNTERS_SETTLE_MS = 30_000;

/**
 * The classes' progress counters of the activity against the answers stored, read until they
 * agree (a server killed between a hand-in's commit and its refresh leaves the pairs to the
 * sweep of the servers left) or the time is up: the classes that still disagree, and how long it took.
 */
async function countersSettled(client, classIds, activityId) {
  const started = performance.now();
  for (;;) {
    const { rows } = await client.query(
      `select c.id, coalesce(cp.done, 0)::int as counted,
         (select count(distinct a.user_id) from answers a join users u on u.id = a.user_id
          where u.class_id = c.id and a.activity_id = $2)::int as stored
       from classes c left join class_progress cp on cp.class_id = c.id and cp.activity_id = $2
       where c.id = any($1::int[])`,
      [classIds, activityId],
    );
    const disagreeing = rows.filter((row) => row.counted !== row.stored);
    const waited = performance.now() - started;
    if (disagreeing.length === 0 || waited > COUNTERS_SETTLE_MS) {
      return { classes: rows.length, disagreeing, settledSeconds: Number((waited / 1000).toFixed(1)) };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function runSchoolMorning({ baseUrl, databaseUrl, students = 2000, windowSeconds = 10, kill }) {
  const windowMs = windowSeconds * 1000;
  const adminToken = await signIn(baseUrl, 'schooladmin01', 'Pingjia@2026');
  const template = await signIn(baseUrl, 'student02', 'Pingjia@2026');
  const place = await data(baseUrl, template, 'GET', '/wj/api/login/getInfo');
  const target = await openQuestionnaire(baseUrl, template);
  const query = `activityId=${target.activityId}&taskGroupId=${target.taskGroupId}`;
  const items = await data(baseUrl, template, 'GET', `/wj/api/evaluation/getEvaluationStemInfo?${query}`);
  const answers = Object.fromEntries(items.map((item) => [String(item.itemId), item.options[0]?.optionId]));

  const prefix = `m${Date.now().toString(36)}`;
  const classes = await createClasses(baseUrl, adminToken, {
    count: students,
    prefix,
    schoolId: place.schoolId,
    classId: place.classId,
  });
  const importStarted = performance.now();
  const imported = await importStudents(baseUrl, adminToken, {
    count: students,
    prefix,
    gradeName: place.gradeName,
    classNames: classes.map((one) => one.name),
    schoolId: place.schoolId,
  });
  const importSeconds = (performance.now() - importStarted) / 1000;

  const links = new Map();
  for (const one of classes) {
    for (const [name, link] of await cardLinks(baseUrl, adminToken, one.id, prefix)) links.set(name, link);
  }
  const signInLatencies = [];
  const signInStarted = performance.now();
  let signInErrors = 0;
  const tokens = (
    await inBatches([...links.values()], 100, async (link) => {
      try {
        return await timed(signInLatencies, () => qrSignIn(baseUrl, link));
      } catch {
        signInErrors += 1;
        return null;
      }
    })
  ).filter(Boolean);
  const signInSeconds = (performance.now() - signInStarted) / 1000;

  const openLatencies = [];
  let openErrors = 0;
  const openStarted = performance.now();
  await spreadOver(windowMs, tokens, async (token) => {
    try {
      await timed(openLatencies, () => data(baseUrl, token, 'POST', '/wj/api/index/queryHomePage', {}));
      await timed(openLatencies, () =>
        data(baseUrl, token, 'GET', `/wj/api/evaluation/getEvaluationStemInfo?${query}`),
      );
    } catch {
      openErrors += 1;
    }
  });
  const openSeconds = (performance.now() - openStarted) / 1000;

  const submitLatencies = [];
  const outcomes = { refused: 0, retried: 0, gaveUp: 0 };
  let sent = 0;
  let killedAt = null;
  const submitStarted = performance.now();
  const accepted = await spreadOver(windowMs, tokens, async (token, index) => {
    sent += 1;
    if (kill && killedAt === null && sent >= tokens.length * 0.4) {
      killedAt = sent;
      void kill();
    }
    const body = { ...target, submitKey: `${prefix}-${index}`, useTime: 300, answers };
    const copies = index % 2 === 0 ? 2 : 1;
    const results = await Promise.all(
      Array.from({ length: copies }, () => handIn(baseUrl, token, body, submitLatencies, outcomes)),
    );
    return results.some(Boolean);
  });
  const submitSeconds = (performance.now() - submitStarted) / 1000;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = await client.query(
      `select u.login_name, count(a.id)::int as n
       from users u left join answers a on a.user_id = u.id and a.activity_id = $2
       where u.login_name like $1 group by u.login_name`,
      [`${prefix}%`, target.activityId],
    );
    const byName = new Map(stored.rows.map((row) => [row.login_name, row.n]));
    const counters = await countersSettled(
      client,
      classes.map((one) => one.id),
      target.activityId,
    );
    const names = [...links.keys()];
    const acceptedNames = names.filter((_, index) => accepted[index]);
    return {
      students,
      classes: classes.length,
      imported,
      importSeconds: Number(importSeconds.toFixed(1)),
      cards: links.size,
      signIn: { ...summary(signInLatencies, signInErrors), seconds: Number(signInSeconds.toFixed(1)) },
      openHomeAndStart: { ...summary(openLatencies, openErrors), seconds: Number(openSeconds.toFixed(1)) },
      submit: { ...summary(submitLatencies, outcomes.gaveUp), seconds: Number(submitSeconds.toFixed(1)), ...outcomes },
      accepted: acceptedNames.length,
      lost: acceptedNames.filter((name) => (byName.get(name) ?? 0) === 0).length,
      storedTwice: names.filter((name) => (byName.get(name) ?? 0) > 1).length,
      killedAfterSubmits: killedAt,
      counters,
    };
  } finally {
    await client.end();
  }
}

export function printSchoolMorning(label, r) {
  console.log(
    `\nA school's 8:00 (${label}): ${r.students} students, window ${r.openHomeAndStart.seconds}s / ${r.submit.seconds}s`,
  );
  console.log(
    `  Excel import: ${r.imported} accounts in ${r.classes} classes of the grade in ${r.importSeconds}s; ${r.cards} QR cards`,
  );
  console.log(
    `  QR sign-in: ${r.signIn.calls} in ${r.signIn.seconds}s, p50 ${r.signIn.p50} ms, p99 ${r.signIn.p99} ms, errors ${r.signIn.errors}`,
  );
  console.log(
    `  home + start the questionnaire: ${r.openHomeAndStart.calls} calls, p50 ${r.openHomeAndStart.p50} ms, p99 ${r.openHomeAndStart.p99} ms (goal < 500), errors ${r.openHomeAndStart.errors}`,
  );
  console.log(
    `  hand-in: ${r.submit.calls} calls, p99 ${r.submit.p99} ms, resent after a failure ${r.submit.retried}, refused ${r.submit.refused}, gave up ${r.submit.errors}${r.killedAfterSubmits ? `; a server killed after ${r.killedAfterSubmits} hand-ins` : ''}`,
  );
  console.log(`  accepted ${r.accepted}, lost ${r.lost}, stored twice ${r.storedTwice} (goal 0 and 0)`);
  const { classes, disagreeing, settledSeconds } = r.counters;
  console.log(
    disagreeing.length === 0
      ? `  class progress counters: all ${classes} classes agree with the answers stored (read ${settledSeconds}s after the last hand-in)`
      : `  class progress counters: ${disagreeing.length} of ${classes} classes disagree with the answers stored after ${settledSeconds}s: ` +
          disagreeing.map((row) => `class ${row.id} counted ${row.counted}, stored ${row.stored}`).join('; '),
  );
}
