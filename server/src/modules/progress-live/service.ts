import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import type { Session } from '../../platform/sessions/types.js';
import { loadScope, type AdminScope } from '../scope/scope.js';
import type { ProgressListener } from './listener.js';
import { reachesStream, sessionStillHolds } from './policy.js';
import { takesPartInScope } from './repository.js';
import { EventStream, type StreamTimings } from './stream.js';

/** What every stream of one server instance shares. */
export interface LiveHub {
  ctx: AppContext;
  listener: ProgressListener;
  /** The open streams, ended when the server closes (an open stream would keep it from closing). */
  streams: Set<EventStream>;
  timings: StreamTimings;
  log: FastifyBaseLogger;
}

/** The caller's scope, when it still takes part in the task group. */
async function scopeHolding(hub: LiveHub, session: Session, taskGroupId: number): Promise<AdminScope | undefined> {
  const scope = await loadScope(hub.ctx.db, session);
  return (await takesPartInScope(hub.ctx.db, scope, taskGroupId)) ? scope : undefined;
}

/**
 * Opens a stream of the task group's changes in the caller's scope (a group no class in scope
 * takes part in answers like a missing one). Session and scope are read again at every heartbeat,
 * so a sign-out, a role switch or a revoked grant ends the stream within one.
 */
export async function openProgressStream(hub: LiveHub, session: Session, taskGroupId: number): Promise<EventStream> {
  let scope = await scopeHolding(hub, session, taskGroupId);
  if (!scope) throw notFound();

  const stillAllowed = async () => {
    try {
      const stored = await hub.ctx.sessions.findById(session.sessionId);
      if (!sessionStillHolds(session, stored, hub.ctx.clock(), hub.ctx.sessionIdleMs)) return false;
      scope = await scopeHolding(hub, session, taskGroupId);
      return scope !== undefined;
    } catch (error) {
      hub.log.warn({ err: error }, 'progress stream could not check its session; kept open');
      return true;
    }
  };
  let unsubscribe: () => void = () => undefined;
  const stream = new EventStream({
    event: { taskGroupId },
    timings: hub.timings,
    stillAllowed,
    onClose: () => {
      unsubscribe();
      hub.streams.delete(stream);
    },
  });
  try {
    unsubscribe = await hub.listener.subscribe((signal) => {
      if (signal === 'resync' || (scope && reachesStream(scope, taskGroupId, signal))) stream.signal();
    });
  } catch (error) {
    stream.close();
    throw error;
  }
  hub.streams.add(stream);
  return stream;
}
