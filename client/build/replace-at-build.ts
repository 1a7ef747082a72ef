import type { Plugin } from 'vite';

type Transform = Extract<NonNullable<Plugin['transform']>, (...args: never[]) => unknown>;

/**
 * A build plugin's transform that replaces one known piece of a library module at build time: `find`
 * by `replacement`, in the module whose id matches `module`. A release of the library without that
 * piece stops the build (`this.error`, naming the plugin's file `see`) rather than ship the module
 * unchanged, unnoticed.
 */
export function replaceAtBuild(module: RegExp, find: string, replacement: string, see: string): Transform {
  return function (code, id) {
    if (!module.test(id)) return null;
    if (!code.includes(find)) this.error(`${id}: '${find}' not found; see ${see}`);
    return { code: code.replace(find, replacement), map: null };
  };
}
