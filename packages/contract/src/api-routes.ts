/**
 * Every call of §7 at its exact path. Both sides use these names: the server registers
 * its handlers by them and the web's request layer calls them. Paths the spec leaves
 * out are ours and recorded in docs/decisions.md.
 */

export type HttpMethod = 'GET' | 'POST';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
}

const get = (path: string): ApiRoute => ({ method: 'GET', path });
const post = (path: string): ApiRoute => ({ method: 'POST', path });

export const api = {
  login: {
    getInfo: get('/wj/api/login/getInfo'),
    getRoleInfoByUserId: get('/wj/api/login/getRoleInfoByUserId'),
    checkUserIdByToken: get('/wj/api/login/checkUserIdByToken'),
    getLogoutConfig: get('/wj/api/login/getLogoutConfig'),
    parentLogin: post('/wj/api/login/parentLogin'),
    /** Ours: ends acting for another user and returns to the actor's own session. */
    endActing: post('/wj/api/login/endActing'),
  },
  sdk: {
    getPlatformListByRoleId: get('/wj/api/sdk/platform/getPlatformListByRoleId'),
    logout: get('/wj/api/sdk/logout'),
  },
  sys: {
    date: get('/wj/api/sys/date'),
    sendVerificationCode: get('/wj/api/sys/sendVerificationCode'),
  },
  sso: {
    getSchool: get('/sso/login/getSchool'),
    getMaintainTips: get('/sso/login/getMaintainTips'),
    /** Ours: the sign-in of the /sso/ page (the spec's external login). */
    signIn: post('/sso/login/signIn'),
    /** Ours: the public key the client encrypts passwords and certificate codes to. */
    getTransportKey: get('/sso/login/getTransportKey'),
  },
  user: {
    verifyPasswordIsInit: get('/wj/api/user/verifyPasswordIsInit'),
    updatePasswordByUserId: post('/wj/api/user/updatePasswordByUserId'),
    info: get('/wj/api/user/info'),
    updateLoginPrompt: get('/wj/api/user/updateLoginPrompt'),
    updateAvatar: post('/wj/api/user/updateAvatar'),
    updateLoginName: post('/wj/api/user/updateLoginName'),
    updatePassword: post('/wj/api/user/updatePassword'),
    updatePhone: post('/wj/api/user/updatePhone'),
    /** Ours: §7 "school year by user". */
    getSchoolYearByUser: get('/wj/api/user/getSchoolYearByUser'),
  },
  userParent: {
    list: get('/wj/api/userParent/list'),
    parentsSwitchStudentPasswordFreeLogin: get('/wj/api/userParent/parentsSwitchStudentPasswordFreeLogin'),
    bindParents: post('/wj/api/userParent/bindParents'),
    unBindParents: get('/wj/api/userParent/unBindParents'),
    getParentByChildId: get('/wj/api/userParent/getParentByChildId'),
    checkPWDByUserId: get('/wj/api/userParent/checkPWDByUserId'),
  },
  externalUser: {
    customerGetUserById: get('/wj/api/externalUserDubbo/customerGetUserById'),
    customerGetUserPage: post('/wj/api/externalUserDubbo/customerGetUserPage'),
    batchUpdateUserPW: post('/wj/api/externalUserDubbo/batchUpdateUserPW'),
    getUserInfoByCustomer: get('/wj/api/externalUserDubbo/getUserInfoByCustomer'),
    updateUserInfoByCustomer: post('/wj/api/externalUserDubbo/updateUserInfoByCustomer'),
    batchUpdateStateByCustomer: post('/wj/api/externalUserDubbo/batchUpdateStateByCustomer'),
    findByUserId: post('/wj/api/externalUserDubbo/findByUserId'),
    updateStudent: post('/wj/api/externalUserDubbo/updateStudent'),
    getOrganizationByGrade: post('/wj/api/externalUserDubbo/getOrganizationByGrade'),
  },
  taskInfo: {
    getTaskInfoListByCondition: post('/wj/api/taskInfo/getTaskInfoListByCondition'),
    listTaskGroupByArea: post('/wj/api/taskInfo/listTaskGroupByArea'),
    getTaskInfoByUser: post('/wj/api/taskInfo/getTaskInfoByUser'),
    listSubmitStudent: post('/wj/api/taskInfo/listSubmitStudent'),
    resetTaskResult: post('/wj/api/taskInfo/resetTaskResult'),
    getUserBySchoolAdmin: post('/wj/api/taskInfo/getUserBySchoolAdmin'),
    getTaskNameListById: get('/wj/api/taskInfo/getTaskNameListById'),
    taskInfoOverview: get('/wj/api/taskInfo/taskInfoOverview'),
    myTaskInfoOverview: get('/wj/api/taskInfo/myTaskInfoOverview'),
    getActivityGuidePage: get('/wj/api/taskInfo/getActivityGuidePage/:id'),
    getAllStemInfo: get('/wj/api/taskInfo/getAllStemInfo'),
    getUserArtist: get('/wj/api/taskInfo/getUserArtist'),
    getTaskInfoById: get('/wj/api/taskInfo/getTaskInfoById'),
    getById: get('/wj/api/taskInfo/getById'),
    getActivityBySchoolAdmin: get('/wj/api/taskInfo/getActivityBySchoolAdmin'),
    getGradeBySchoolAdmin: get('/wj/api/taskInfo/getGradeBySchoolAdmin'),
  },
  evaluation: {
    subReuploadEvaluationGroupAnswer: post('/wj/api/evaluation/subReuploadEvaluationGroupAnswer'),
    replaceSubEvaluationGroupAnswer: post('/wj/api/evaluation/replaceSubEvaluationGroupAnswer'),
    subEvaluationGroupAnswer: post('/wj/api/evaluation/subEvaluationGroupAnswer'),
    saveEvaluationTime: post('/wj/api/evaluation/saveEvaluationTime'),
    againEvaluationGroupAnswer: post('/wj/api/evaluation/againEvaluationGroupAnswer'),
    tsSubAdaptiveEvaluationGroupAnswer: post('/wj/api/evaluation/tsSubAdaptiveEvaluationGroupAnswer'),
    subAdaptiveEvaluationGroupAnswer: post('/wj/api/evaluation/subAdaptiveEvaluationGroupAnswer'),
    waiveEvaluationGroupAnswer: post('/wj/api/evaluation/waiveEvaluationGroupAnswer'),
    getLeafEvaluationAnswerByUser: get('/wj/api/evaluation/getLeafEvaluationAnswerByUser'),
    getLeafEvaluationTaskInfoAndTaskStateByUser: get('/wj/api/evaluation/getLeafEvaluationTaskInfoAndTaskStateByUser'),
    getEvaluationStemInfo: get('/wj/api/evaluation/getEvaluationStemInfo'),
    getTaskGroupInfo: get('/wj/api/evaluation/getTaskGroupInfo'),
    getLeafEvaluationByGroupIdAndTaskId: get('/wj/api/evaluation/getLeafEvaluationByGroupIdAndTaskId'),
    getEvaluationTime: get('/wj/api/evaluation/getEvaluationTime'),
    getUserEvaluationInfo: get('/wj/api/evaluation/getUserEvaluationInfo'),
    getEvaluationAggregateData: get('/wj/api/evaluation/getEvaluationAggregateData'),
    getUserEvaluationReportAuthority: get('/wj/api/evaluation/getUserEvaluationReportAuthority'),
    getAdaptiveEvaluationAllPageInfo: get('/wj/api/evaluation/getAdaptiveEvaluationAllPageInfo'),
    getAdaptiveEvaluationAnswerLastPageInfo: get('/wj/api/evaluation/getAdaptiveEvaluationAnswerLastPageInfo'),
    getAdaptiveEvaluationPreviousPage: get('/wj/api/evaluation/getAdaptiveEvaluationPreviousPage'),
    getAdaptiveEvaluationAnswerNextPageInfo: get('/wj/api/evaluation/getAdaptiveEvaluationAnswerNextPageInfo'),
    getLeafEvaluationTaskStateByUser: get('/wj/api/evaluation/getLeafEvaluationTaskStateByUser'),
  },
  dict: {
    getDictByDictType: get('/wj/api/taskFeedBack/getDictByDictType'),
    orgGetDict: post('/task/taskInfo/org/getDict'),
    getRoleByUser: post('/task/taskInfo/role/getRoleByUser'),
    findRegion: post('/task/taskInfo/org/findRegion'),
    getDimensionList: get('/wj/api/index/getDimensionList'),
    getReportMapping: get('/wj/api/dict/getReportMapping'),
  },
  home: {
    queryHomePage: post('/wj/api/index/queryHomePage'),
    queryReportUrl: post('/wj/api/index/queryReportUrl'),
    getNewMark: get('/wj/api/index/getNewMark'),
    /** Ours: marks the new marks as seen. */
    readNewMark: post('/wj/api/index/readNewMark'),
    /** Ours: the classic admin home's figures per school (province and area scopes) or per class (school and class scopes). */
    queryHomeBreakdown: post('/wj/api/index/queryHomeBreakdown'),
  },
  realTime: {
    findGroupDetail: post('/wj/api/realTime/findGroupDetail'),
    findAdvantage: post('/wj/api/realTime/findAdvantage'),
  },
  scenario: {
    /** Ours: the scenario-task engine; the walk so far, scenes revealed as they are reached. */
    getScenario: get('/wj/api/scenario/getScenario'),
    recordStep: post('/wj/api/scenario/recordStep'),
    restartScenario: post('/wj/api/scenario/restartScenario'),
    subScenarioAnswer: post('/wj/api/scenario/subScenarioAnswer'),
    /** Ours: an activity admin imports a scenario definition (validated JSON). */
    importScenario: post('/wj/api/scenario/importScenario'),
  },
  programming: {
    /** Ours: the programming-task engine; tasks without their hidden tests, the draft, grading. */
    getTasks: get('/wj/api/programming/getTasks'),
    saveDraft: post('/wj/api/programming/saveDraft'),
    runSamples: post('/wj/api/programming/runSamples'),
    subProgrammingAnswer: post('/wj/api/programming/subProgrammingAnswer'),
    /** Ours: an activity admin imports the tasks of a programming activity (validated JSON). */
    importTasks: post('/wj/api/programming/importTasks'),
  },
  content: {
    /** Ours: an activity admin imports an activity or questionnaire definition. */
    importActivity: post('/wj/api/content/importActivity'),
    /** Ours: an activity admin imports a calibrated item bank for an adaptive test. */
    importAdaptiveBank: post('/wj/api/adaptive/importBank'),
  },
  star: {
    getTabType: get('/star/calendar/starActivityRecord/getTabType'),
    getRecordList: post('/star/calendar/starActivityRecord/getRecordList'),
    listChildren: get('/star/calendar/starActivityRecord/listChildren'),
    getChildrenRecords: get('/star/calendar/starActivityRecord/getChildrenRecords'),
    deleteRecord: post('/star/calendar/starActivityRecord/deleteRecord'),
    activityTrend: post('/star/calendar/starActivityRecord/activityTrend'),
  },
  other: {
    abandonment: get('/wj/api/project/abandonment'),
    findParticipation: get('/wj/api/project/findParticipation'),
    findStaminaDetails: post('/wj/api/stamina/findStaminaDetails'),
    findTaskStamina: post('/wj/api/stamina/findTaskStamina'),
    updateTaskStamina: post('/wj/api/stamina/updateTaskStamina'),
    findGroupAwardList: post('/task/taskGroupInfo/findGroupAwardList'),
    danmuList: get('/wj/api/danmu/list'),
    /** Ours: every bullet comment, enabled or not, for the activity admins who moderate them. */
    danmuAll: get('/wj/api/danmu/all'),
    /** Ours: an activity admin adds or edits a bullet comment. */
    danmuSave: post('/wj/api/danmu/save'),
    queryHadPaper: get('/wj/api/result/queryHadPaper'),
  },
  files: {
    uploadFile: post('/io/file/uploadFile'),
    getFile: get('/io/file/getFile'),
    putZipFile: post('/io/file/putZipFile'),
    getResourceByIdOrName: post('/io/file/getResourceByIdOrName'),
    getReportFile: get('/io/file/getReportFile'),
    batchDownloadFile: get('/io/file/batchDownloadFile'),
    batchDownloadFilePost: post('/io/file/batchDownloadFile'),
    downloadZipFile: get('/io/file/downloadZipFile'),
    exporBatchErrotExcel: post('/io/file/exporBatchErrotExcel'),
    /** Ours: §7 "file-set-name download". */
    getFileBySetName: get('/io/file/getFileBySetName'),
    /** Ours: exchanges the session for a short-lived, single-purpose download token. */
    createDownloadToken: post('/io/file/createDownloadToken'),
  },
  tracking: {
    activityMessage: post('/buried/send/activityMessage'),
    loginMessage: post('/buried/send/loginMessage'),
    questionnaireMessage: post('/buried/send/questionnaireMessage'),
    abnormalMessage: post('/buried/send/abnormalMessage'),
  },
  audit: {
    /** Ours: the audit log, read by area admins. */
    list: post('/wj/api/audit/list'),
  },
  /** Administration (issue 7). §7 names the prefixes and operations; the exact paths are ours (docs/decisions.md, "Administration (server)"). */
  admin: {
    getMyScope: get('/wj/api/school/getMyScope'),
    schoolList: post('/wj/api/school/list'),
    schoolAdd: post('/wj/api/school/add'),
    schoolUpdate: post('/wj/api/school/update'),
    schoolUpdateState: post('/wj/api/school/updateState'),
    schoolExport: post('/wj/api/school/export'),
    areaList: post('/wj/api/school/area/list'),
    areaSave: post('/wj/api/school/area/save'),
    /** Ours: deletes an empty area (no sub-areas, schools or managers) below an area in scope. */
    areaDelete: post('/wj/api/school/area/delete'),
    /** Ours: the areas of `area/list` as a workbook. */
    areaExport: post('/wj/api/school/area/export'),
    classList: post('/wj/api/school/class/list'),
    classSaveOrUpdate: post('/wj/api/school/class/saveOrUpdate'),
    classDelete: post('/wj/api/school/class/delete'),
    classExport: post('/wj/api/school/class/export'),
    participationList: post('/wj/api/school/participation/list'),
    /** Ours: one school's students for one task group, each with the participation they actually get. */
    participationStudents: post('/wj/api/school/participation/students'),
    planTaskGroups: post('/wj/api/school/plan/taskGroups'),
    planList: post('/wj/api/school/plan/list'),
    planSave: post('/wj/api/school/plan/save'),
    /** Ours: one school's plan, a row per grade, as a workbook. */
    planExport: post('/wj/api/school/plan/export'),
    teacherList: post('/wj/api/teacherManagement/list'),
    teacherSaveOrUpdate: post('/wj/api/teacherManagement/saveOrUpdate'),
    teacherExport: post('/wj/api/teacherManagement/export'),
    teacherUpdateState: post('/wj/api/teacherManagement/updateState'),
    teacherBatchResetPassword: post('/wj/api/teacherManagement/batchResetPassword'),
    teacherCheckExistByNameAndPhone: post('/wj/api/teacherManagement/checkExistByNameAndPhone'),
    areaManagerList: post('/wj/api/teacherManagement/areaManager/list'),
    areaManagerSave: post('/wj/api/teacherManagement/areaManager/save'),
    areaManagerGet: get('/wj/api/teacherManagement/areaManager/get'),
    areaManagerRevoke: post('/wj/api/teacherManagement/areaManager/revoke'),
    areaManagerExport: post('/wj/api/teacherManagement/areaManager/export'),
    studentList: post('/wj/api/studentManagement/list'),
    studentSaveOrUpdate: post('/wj/api/studentManagement/saveOrUpdate'),
    studentExport: post('/wj/api/studentManagement/export'),
    studentUpdateState: post('/wj/api/studentManagement/updateState'),
    studentBatchResetPassword: post('/wj/api/studentManagement/batchResetPassword'),
    parentBatchResetPassword: post('/wj/api/studentManagement/batchResetParentPassword'),
    resetGradePassword: post('/wj/api/studentManagement/resetGradePassword'),
    checkExistByNameAndPhone: post('/wj/api/studentManagement/checkExistByNameAndPhone'),
    checkExistByNameAndCard: post('/wj/api/studentManagement/checkExistByNameAndCard'),
    batchParticipation: post('/wj/api/studentManagement/batchParticipation'),
    updateClassInfo: post('/wj/api/studentManagement/updateClassInfo'),
    getSheetNum: get('/wj/api/excel/getSheetNum'),
    exporPageExcel: post('/wj/api/excel/exporPageExcel'),
    importTemplate: get('/wj/api/excel/downloadTemplate'),
    checkImport: post('/wj/api/excel/checkImport'),
    importAccounts: post('/wj/api/excel/importAccounts'),
    importProgress: get('/wj/api/excel/importProgress'),
    getQRCodeSchool: get('/templateDocumentWeb/templateDocument/getQRCodeSchool'),
    exportAllStuQRCode: get('/templateDocumentWeb/templateDocument/exportAllStuQRCode'),
    exportStuQRCode: get('/templateDocumentWeb/templateDocument/exportStuQRCode'),
    resetStuQRCode: post('/templateDocumentWeb/templateDocument/resetStuQRCode'),
    downloadTemplate: get('/templateDocumentWeb/templateDocument/downloadTemplate'),
    batchDownloadTemplate: get('/templateDocumentWeb/templateDocument/batchDownloadTemplate'),
    schoolDownloadTemplate: get('/templateDocumentWeb/templateDocument/schoolDownloadTemplate'),
    /** Public: the link on a student's QR card; redirects into the client with `#token=`. */
    qrSignIn: get('/sso/login/qrSignIn'),
  },
} as const;

/** Turns `/a/:id` and `{ id: 3 }` into `/a/3`. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
