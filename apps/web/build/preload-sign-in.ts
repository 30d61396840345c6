import type { Plugin, Rollup } from 'vite';

const SIGN_IN_PAGE = 'src/features/auth/SignInPage.tsx';

/**
 * Names the sign-in screen's chunk (and the chunks it imports) in index.html as module preloads, so the browser
 * fetches it beside the entry instead of after the entry has run and the router has asked for it: most first
 * visits are a sign-in. A signed-in seller's first visit fetches its few KB for nothing.
 */
export function preloadSignIn(): Plugin {
  return {
    name: 'seller-helper:preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const signIn = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(SIGN_IN_PAGE));
        if (!signIn) throw new Error(`Сборка без чанка ${SIGN_IN_PAGE}`);
        const entry = chunks.find((chunk) => chunk.isEntry);
        // What the entry imports is preloaded by Vite already.
        const preloaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        return [signIn.fileName, ...signIn.imports]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
