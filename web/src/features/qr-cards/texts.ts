/** The QR card screen's texts; `i18n.ts` registers them as the 'qrCards' namespace. */
export const qrCardsZhCN = {
  title: '学生二维码',
  intro: '每张卡片上是学生的专属登录链接，在平板上扫码即可登录。重置后旧卡片立即失效。',
  class: '班级',
  students: '学生数',
  actions: '操作',
  print: '打印二维码',
  zip: '下载图片包',
  showStudents: '查看学生',
  student: '学生',
  account: '账号',
  reset: '重置二维码',
  confirmReset: '重置“{{name}}”的二维码后，旧卡片将无法登录，需要重新打印。确定吗？',
  resetDone: '二维码已重置',
  loadFailed: '班级没有加载出来',
  retry: '重试',
  confirm: '确定',
  cancel: '取消',
  empty: '没有可打印的班级',
  popupBlocked: '浏览器拦截了新窗口，请允许弹出窗口后重试',
};

export type QrCardsTexts = typeof qrCardsZhCN;

export const qrCardsEnUS: QrCardsTexts = {
  title: 'Student QR cards',
  intro:
    "Each card holds the student's own sign-in link: scanning it on a tablet signs them in. A reset card stops working at once.",
  class: 'Class',
  students: 'Students',
  actions: 'Actions',
  print: 'Print QR cards',
  zip: 'Download images',
  showStudents: 'Show students',
  student: 'Student',
  account: 'Account',
  reset: 'Reset QR code',
  confirmReset:
    'After resetting the code of "{{name}}" their old card no longer signs in and must be printed again. Continue?',
  resetDone: 'QR code reset',
  loadFailed: 'The classes could not be loaded',
  retry: 'Retry',
  confirm: 'Confirm',
  cancel: 'Cancel',
  empty: 'No classes to print',
  popupBlocked: 'The browser blocked the new window; allow pop-ups and try again',
};
