// Gzipped JavaScript each kind of page loads before first interaction: the entry chunk,
// the lazy route modules (layout + page) of that page, and every chunk they import statically.
// Run after `npx vite build` in web/: `node scripts/page-weight.mjs`; exits 1 when a page is over its budget
// (`npm test` runs it after building).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

const pages = {
  'sign-in (/sso/)': ['sso/index.html'],
  'student home (/stuIndex)': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/student/components/student-home.tsx',
  ],
  'student medals (/stuIndex/secondPage)': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/awards/components/awards-page.tsx',
  ],
  'activity guide page': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/answer/components/guide-page.tsx',
  ],
  'answer screens': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/answer/components/answer-page.tsx',
  ],
  'third-party jump page': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/answer/components/independent-activity.tsx',
  ],
  // The chart (ECharts) is a lazy import of the report, fetched after first paint, so it is not counted here.
  'real-time report': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/real-time-report/components/real-time-report.tsx',
  ],
  'student personal centre': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/account/components/mobile/person-center.tsx',
  ],
  'school year page': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/home/components/mobile/school-year-page.tsx',
  ],
  'progress query (/adminIndex/check/progressQuery)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/progress/components/progress-page.tsx',
  ],
  'assessment recovery (/adminIndex/check/assessmentRecovery)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/progress/components/recovery-page.tsx',
  ],
  // The figures show as tables first; ECharts (about 165 KB gzip) comes only when the charts are asked
  // for, and the student drawer when it opens, so neither is counted here.
  'assessment summary (/adminIndex/assessSummary)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/assess-summary/components/assess-summary-page.tsx',
  ],
  'answer query (/adminIndex/check/assessQuery)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/answer-review/components/answer-review-page.tsx',
  ],
  'admin home (/adminIndex/page)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/home/components/admin/admin-home.tsx',
  ],
  'admin personal centre': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/account/components/admin/personal-center.tsx',
  ],
  'parent home (/parentIndexPage)': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/parents/components/parent-home.tsx',
  ],
  // The trend chart (ECharts) is a lazy import of the calendar, fetched after first paint.
  'star calendar (/growthCalendar)': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/star-calendar/components/growth-calendar.tsx',
  ],
  'adaptive test (/studentAdaptiveAnswer)': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/adaptive-answer/index.ts',
  ],
  // Administration (issue 7): every dialog is a lazy import opened on demand, so it is not counted.
  ...Object.fromEntries(
    [
      ['students (/adminIndex/basis/student)', 'student-page'],
      ['teachers (/adminIndex/basis/teacher)', 'teacher-page'],
      ['schools (/adminIndex/basis/schoolMananage)', 'school-page'],
      ['areas + area managers (/adminIndex/basis/areaMananage)', 'area-page'],
      ['evaluation plan (/adminIndex/basis/plan)', 'plan-page'],
      ['participation (/customerService/participateManage)', 'participate-page'],
    ].map(([page, module]) => [
      page,
      ['index.html', 'src/app/layouts/admin-layout.tsx', `src/features/admin-basis/components/${module}.tsx`],
    ]),
  ),
  'classes + QR cards (/adminIndex/basis/class)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/admin-basis/components/class-page.tsx',
    'src/features/qr-cards/index.ts',
  ],
  'classic admin home (/adminIndex/oldPage)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/home/components/admin/old-admin-home.tsx',
  ],
  'batch accounts (/adminIndex/basis/batchAddAccounts)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/batch-accounts/index.ts',
  ],
  'content import + bullet comments (/adminIndex/secondPage)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/content-admin/index.ts',
  ],
  'user query (/customerService/userQuery)': [
    'index.html',
    'src/app/layouts/admin-layout.tsx',
    'src/features/customer-service/index.ts',
  ],
  'programming task (/studentKooAnswer)': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/programming-answer/index.ts',
  ],
  'scenario task (/studentCustomMadeAnswer)': [
    'index.html',
    'src/app/layouts/mobile-layout.tsx',
    'src/features/scenario-answer/components/scenario-page.tsx',
  ],
  'error page (/400)': ['index.html'],
};

const BUDGET_KB = { mobile: 170, admin: 350 };

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const gzipKb = (file) => gzipSync(readFileSync(new URL(file, dist))).length / 1024;

for (const [page, keys] of Object.entries(pages)) {
  const files = new Set();
  for (const key of keys) collect(key, files);
  const total = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipKb(file), 0);
  const budget = keys.some((key) => key.includes('/admin')) ? BUDGET_KB.admin : BUDGET_KB.mobile;
  const verdict = total <= budget ? 'ok' : 'OVER';
  if (verdict === 'OVER') process.exitCode = 1;
  console.log(`${page.padEnd(32)} ${total.toFixed(1).padStart(7)} KB gzip  (budget ${budget} KB) ${verdict}`);
}
