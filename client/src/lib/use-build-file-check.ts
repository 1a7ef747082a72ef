import { useEffect, useState } from 'react';

/**
 * What the gateway said of `file`, a build file that did not arrive (lib/new-build.ts: `ask` is `buildFileGone` or
 * `reloadIfUpdated`); undefined while it is asked, and when there is no file to ask about. Asked once per file.
 */
export function useBuildFileCheck<T>(file: string | undefined, ask: (file: string) => Promise<T>): T | undefined {
  const [answer, setAnswer] = useState<{ file: string; said: T }>();
  useEffect(() => {
    if (!file) return;
    let shown = true;
    void ask(file).then((said) => shown && setAnswer({ file, said }));
    return () => {
      shown = false;
    };
  }, [file, ask]);
  return answer && answer.file === file ? answer.said : undefined;
}
