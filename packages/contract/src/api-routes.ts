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
} as const;

/** Turns `/a/:id` and `{ id: 3 }` into `/a/3`. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
