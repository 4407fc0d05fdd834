import {
  CERTIFICATE_TYPES,
  certificateTypeLabel,
  STUDENT_IDENTITY_OPTIONS,
  validateCertificate,
} from '@pingjia/contract';
import { Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../shared/i18n';
import { ADMIN_BASIS_NS } from '../i18n';

/** §5 certificate rule on the code, for the type chosen beside it; an empty code leaves the certificate as it is. */
function certificateRule({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) {
  return {
    validator: (_rule: unknown, code: string | undefined) => {
      if (!code) return Promise.resolve();
      const problem = validateCertificate(
        getFieldValue('certificateType') as number | undefined,
        code.trim(),
        STUDENT_IDENTITY_OPTIONS,
      );
      return problem ? Promise.reject(new Error(contractText(problem))) : Promise.resolve();
    },
  };
}

/** A student's certificate type and number; the number is sealed on submit and never shown whole again. */
export function CertificateFields({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  return (
    <>
      <Form.Item name="certificateType" label={t('certificate.type')} htmlFor="student-certificate-type">
        <Select
          id="student-certificate-type"
          options={CERTIFICATE_TYPES.map((type) => ({ value: type, label: contractText(certificateTypeLabel(type)) }))}
        />
      </Form.Item>
      <Form.Item
        name="certificateCode"
        label={t('certificate.code')}
        extra={isNew ? t('certificate.codeHint') : t('certificate.keep')}
        htmlFor="student-certificate-code"
        dependencies={['certificateType']}
        rules={[certificateRule]}
      >
        <Input id="student-certificate-code" autoComplete="off" maxLength={20} />
      </Form.Item>
    </>
  );
}
