import { BindType } from '@pingjia/contract';
import type { FastifyInstance } from 'fastify';
import { makeIdCard } from '../../seed/id-card.js';
import { authed, seal, signIn } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';

/** Xihu district, Hangzhou: a region prefix the contract's ID-card rule accepts. */
const REGION = '330106';
let sequence = 100;

/** A fresh valid ID card of a child born 2014. */
export function nextIdCard(): string {
  sequence += 1;
  return makeIdCard(REGION, '20140612', String(sequence).padStart(3, '0').slice(-3));
}

export async function signedIn(app: FastifyInstance, loginName: string) {
  return authed(app, await signIn(app, loginName, TEST_PASSWORD));
}

export async function accountPayload(app: FastifyInstance, loginName: string, password: string, now?: number) {
  return { type: BindType.account, loginName, password: await seal(app, password, now) };
}

export async function identityPayload(
  app: FastifyInstance,
  identity: { userName: string; schoolId: number; idCard: string },
  loginName?: string,
) {
  return {
    type: loginName === undefined ? BindType.personalInfo : BindType.confirmAccount,
    userName: identity.userName,
    schoolId: identity.schoolId,
    certificateType: 1,
    certificateCode: await seal(app, identity.idCard),
    ...(loginName === undefined ? {} : { loginName }),
  };
}
