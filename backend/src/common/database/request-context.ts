import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which unit of work (an HTTP request, a test, a bootstrap step) a database call belongs to.
 * The SQLite transaction lock uses it to tell "my own transaction" from "someone else's".
 */
export const unitOfWork = new AsyncLocalStorage<object>();

/** Code outside any request (bootstrap, seed, socket handshakes) shares this one context. */
export const OUTSIDE_ANY_REQUEST = Object.freeze({});

export const currentUnitOfWork = (): object => unitOfWork.getStore() ?? OUTSIDE_ANY_REQUEST;

/** Runs `work` as its own unit of work (what each HTTP request gets from app.factory.ts). */
export const runAsUnitOfWork = <T>(work: () => T): T => unitOfWork.run({}, work);
