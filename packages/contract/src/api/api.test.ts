import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { capabilitiesOf, rolesWith } from '../access/capabilities.js';
import { RoleCode } from '../roles.js';
import { defineGroup, get, post, RAW_REPLY, type ApiRoute, type RouteData, type RouteInput } from './define.js';
import { api, plannedCalls } from './index.js';
import { plannedGet, plannedPost, type PlannedCall } from './planned.js';
import { callShapes, shapeOf } from './shapes.js';

const entries = Object.values(api).flatMap((group) => Object.values<ApiRoute>(group));
const plannedEntries = Object.values(plannedCalls).flatMap((group) => Object.values<PlannedCall>(group));

describe('route table', () => {
  it('serves each method and path once, planned calls included', () => {
    const keys = [...entries, ...plannedEntries].map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names each entry by its group and key, so the server finds its shapes', () => {
    for (const [group, calls] of Object.entries(api)) {
      for (const [name, call] of Object.entries(calls)) expect(call).toMatchObject({ group, name });
    }
    expect(shapeOf(api.taskInfo.getById)).toBe(callShapes.taskInfo?.getById);
    expect(shapeOf({ group: 'nowhere', name: 'nothing' })).toBeUndefined();
  });

  it('builds groups from specs and shapes', () => {
    const shapes = { ping: { response: z.literal('pong') }, file: { response: RAW_REPLY } } as const;
    const group = defineGroup<typeof shapes>()('demo', {
      ping: get('/demo/ping', 'session'),
      file: post('/demo/file', 'public'),
    });
    expect(group.ping).toEqual({ method: 'GET', path: '/demo/ping', access: 'session', group: 'demo', name: 'ping' });
    expect(group.file).toMatchObject({ method: 'POST', access: 'public' });
    expect(shapes.file.response).toBe(RAW_REPLY);
    expect(plannedGet('/a', 'anyRole')).toEqual({ method: 'GET', path: '/a', access: 'anyRole' });
    expect(plannedPost('/b', 'readStudents')).toEqual({ method: 'POST', path: '/b', access: 'readStudents' });
  });

  it('marks navigable only the GETs a browser opens itself: file links and the live progress stream', () => {
    expect(get('/demo/file', 'public', { navigable: true })).toEqual({
      method: 'GET',
      path: '/demo/file',
      access: 'public',
      navigable: true,
    });
    const navigable = entries.filter((call) => call.navigable).map((call) => `${call.method} ${call.path}`);
    expect(navigable.sort()).toEqual([
      'GET /io/file/batchDownloadFile',
      'GET /io/file/downloadZipFile',
      'GET /io/file/getFile',
      'GET /io/file/getFileBySetName',
      'GET /io/file/getReportFile',
      'GET /wj/api/task/progressEvents',
    ]);
  });
});

describe('capabilities', () => {
  it('give student data to students and parents only, answering to students only', () => {
    expect(rolesWith('readStudentData')).toEqual([RoleCode.student, RoleCode.parent]);
    expect(rolesWith('answer')).toEqual([RoleCode.student]);
    expect(rolesWith('manageContent')).toEqual([RoleCode.activityAdmin, RoleCode.activityAdminAlt]);
  });

  it('give the admin home to every admin-style role and to no student or parent', () => {
    expect(rolesWith('readAdminHome')).not.toContain(RoleCode.student);
    expect(rolesWith('readAdminHome')).not.toContain(RoleCode.parent);
    expect(rolesWith('readAdminHome')).toHaveLength(Object.keys(RoleCode).length - 2);
    expect(rolesWith('anyRole')).toHaveLength(Object.keys(RoleCode).length);
  });

  it('answer by role, and an unknown role can do nothing', () => {
    expect(capabilitiesOf(RoleCode.schoolAdmin)).toContain('managePlans');
    expect(capabilitiesOf(RoleCode.teacher)).not.toContain('manageStudents');
    expect(capabilitiesOf(-1)).toEqual([]);
  });
});

describe('what a client sends and receives', () => {
  it('types a call from its shapes: optional parts may be left out, required ones not', () => {
    // The clock's query holds only an optional timestamp, so the call may send nothing.
    expectTypeOf<Record<never, never>>().toExtend<RouteInput<typeof api.sys.date>>();
    expectTypeOf<RouteData<typeof api.sys.date>>().toEqualTypeOf<{ timestamp: number; dateTime: string }>();
    // A file link names its file.
    expectTypeOf<Record<never, never>>().not.toExtend<RouteInput<typeof api.files.getFile>>();
    expectTypeOf<{ query: { fileName: string } }>().toExtend<RouteInput<typeof api.files.getFile>>();
    expect(api.files.getFile.path).toBe('/io/file/getFile');
  });

  it('sends an upload as a form and hands a file back as the raw response', () => {
    expectTypeOf<RouteInput<typeof api.files.uploadFile>>().toEqualTypeOf<{ body: FormData }>();
    expectTypeOf<RouteData<typeof api.files.getFile>>().toEqualTypeOf<Response>();
    expect(api.files.uploadFile.method).toBe('POST');
  });
});
