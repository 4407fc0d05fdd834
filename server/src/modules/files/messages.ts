import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the file service's own refusals (the platform catalogue holds the session ones). */
const catalogue = {
  fileMissing: { 'zh-CN': '请选择要上传的文件', 'en-US': 'Please choose a file to upload' },
  uploadMalformed: {
    'zh-CN': '上传内容不完整或格式不正确，请重新上传',
    'en-US': 'The upload is incomplete or malformed; please upload again',
  },
  fileTypeNotAllowed: {
    'zh-CN': '不支持的文件类型，仅支持 png、jpg、gif、webp、pdf、xlsx、docx、mp3、mp4',
    'en-US': 'File type not allowed: only png, jpg, gif, webp, pdf, xlsx, docx, mp3 and mp4 are accepted',
  },
  fileContentMismatch: {
    'zh-CN': '文件内容与扩展名不符，请上传真实的文件',
    'en-US': 'The file content does not match its extension; please upload the real file',
  },
  fileTooLarge: {
    'zh-CN': '文件过大：图片不超过 10 MB，其他文件不超过 20 MB',
    'en-US': 'The file is too large: images up to 10 MB, other files up to 20 MB',
  },
  fileNotFound: { 'zh-CN': '文件不存在', 'en-US': 'The file does not exist' },
  downloadLinkInvalid: {
    'zh-CN': '下载链接无效或已过期，请重新下载',
    'en-US': 'The download link is invalid or has expired; please download again',
  },
  downloadParamsInvalid: {
    'zh-CN': '下载令牌缺少或多出参数',
    'en-US': 'The download token must bind exactly the parameters of its purpose',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const fileRefusal = defineRefusals(catalogue);
