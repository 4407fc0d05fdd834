import { TRACKING_EVENT_IDS } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrors } from '../../../shared/forms/field-errors';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { isRequestError } from '../../../shared/request';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { track } from '../../../shared/tracking/send-event';
import { bindByAccount, bindByIdentity } from '../api/bind-child';
import type { BindResult, Candidate } from '../api/bind-child';
import { childHomeQueryKey } from '../api/get-child-home';
import { childrenQueryKey } from '../api/get-children';

export type BindTab = 'account' | 'identity';
export type BindField = 'loginName' | 'password' | 'userName' | 'schoolId' | 'certificateType' | 'certificateCode';

export interface BindValues {
  loginName: string;
  password: string;
  userName: string;
  school: { id: number; name: string } | null;
  certificateType: number | null;
  certificateCode: string;
}

const EMPTY: BindValues = {
  loginName: '',
  password: '',
  userName: '',
  school: null,
  certificateType: null,
  certificateCode: '',
};

const loadRules = () => import('./bind-rules');

function identityOf(values: BindValues) {
  return {
    userName: values.userName,
    schoolId: values.school?.id,
    certificateType: values.certificateType ?? undefined,
    certificateCode: values.certificateCode,
  };
}

/**
 * §4 bind flow: submit a tab; several personal-information matches ask for a choice
 * (confirmed with type 3); on success the children list and the home data reload.
 */
export function useBindDialog(onBound: () => void) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<BindTab>('account');
  const [values, setValues] = useState<BindValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<BindField>>({});
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [chosen, setChosen] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const setValue = <K extends keyof BindValues>(field: K, value: BindValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A changed identity may match other accounts: the earlier choice no longer applies.
    if (field !== 'loginName' && field !== 'password') setCandidates([]);
  };

  async function validate(): Promise<FieldErrors<BindField>> {
    const rules = await loadRules();
    if (tab === 'account')
      return fieldErrors(rules.accountBindSchema, { loginName: values.loginName, password: values.password });
    if (candidates.length === 0) return fieldErrors(rules.personalInfoBindSchema, identityOf(values));
    return fieldErrors(rules.confirmBindSchema, { ...identityOf(values), loginName: chosen });
  }

  function send(): Promise<BindResult> {
    if (tab === 'account') return bindByAccount(values.loginName, values.password);
    const identity = {
      ...identityOf(values),
      schoolId: values.school?.id ?? 0,
      certificateType: values.certificateType ?? 0,
    };
    return bindByIdentity(identity, candidates.length > 0 ? chosen : undefined);
  }

  async function finish(): Promise<void> {
    track('loginMessage', TRACKING_EVENT_IDS.bindAccount);
    setValues(EMPTY);
    setCandidates([]);
    setChosen('');
    await queryClient.invalidateQueries({ queryKey: childrenQueryKey });
    await queryClient.invalidateQueries({ queryKey: childHomeQueryKey });
    onBound();
  }

  async function submit(): Promise<void> {
    const found = await validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const result = await send();
      if (result.bound) await finish();
      else setCandidates(result.accounts);
    } catch (error) {
      // The request layer has shown the server's message; field messages go beside their fields.
      if (isRequestError(error)) setErrors(serverFieldErrors<BindField>(error.errors));
    } finally {
      setSubmitting(false);
    }
  }

  return { tab, setTab, values, setValue, errors, candidates, chosen, setChosen, submitting, submit };
}
