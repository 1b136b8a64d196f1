import { type Bind, ContainerModule } from 'inversify';
import type { Token } from '../ports/token.ts';

// How the composition root names and builds what it binds: each port and each use case is one
// binding, built once from the bindings it names. Nothing outside src/composition and
// src/container.ts imports inversify.

export interface Binder {
  /** A value made before the container (a setting, the database). */
  given<T>(name: Token<T>, value: T): void;
  /** A value the container builds from the bindings it names. */
  resolved<T, A extends unknown[]>(name: Token<T>, dependencies: [...{ [K in keyof A]: Token<A[K]> }], build: (...values: A) => T): void;
  /** An object whose every property is the value of the binding named under its key. */
  record<T extends object>(name: Token<T>, bindings: { [K in keyof T]-?: Token<T[K]> }): void;
}

export function binder(bind: Bind): Binder {
  return {
    given(name, value) {
      bind(name).toConstantValue(value);
    },
    resolved(name, dependencies, build) {
      bind(name).toResolvedValue(build as never, dependencies as never);
    },
    record<T extends object>(name: Token<T>, bindings: { [K in keyof T]-?: Token<T[K]> }) {
      const keys = Object.keys(bindings);
      bind<T>(name).toResolvedValue(
        (...values: unknown[]) => Object.fromEntries(keys.map((key, index) => [key, values[index]])) as T,
        Object.values(bindings) as never,
      );
    },
  };
}

/** One feature's bindings (its adapters, its use cases, its part of the services), as a module the container loads. */
export const featureModule = (bindings: (binder: Binder) => void) => new ContainerModule(({ bind }) => bindings(binder(bind)));
