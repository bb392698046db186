import { createContext, useContext, useEffect, useState } from 'react';
import { matchPath } from 'react-router-dom';
import type {
  ApiClient,
  ApiResult,
  CustomNavMenu,
  HomeImage,
  MemberNotice,
  OneClass,
  OneClassChild,
  OperationId,
  TwoClassSection,
} from '@dongman/api-client';
import { SECTION_PAGE_SIZE } from '../features/catalog/sectionPageSize';
import { HOME_IMAGE_LIMIT } from '../features/home/bannerLimit';
import { idParam } from '../navigation/paths';

/** A section page's listing (twoClass/{id}, ?page=n). */
export interface FirstSection {
  classId: number;
  page: number;
  answer: ApiResult<TwoClassSection> | undefined;
}

/** What the first page shows from the API: the shell's reads, and home's or a section's. */
export interface FirstAnswers {
  classes: OneClass[];
  children: OneClassChild[];
  navMenu: ApiResult<CustomNavMenu> | undefined;
  notices: MemberNotice[];
  homeImages: ApiResult<HomeImage[]>;
  section: FirstSection;
}
export type FirstReadKey = keyof FirstAnswers;

/**
 * The public reads the first page shows, asked for before React starts: the server writes the
 * shell's and home's answers into index.html (src/app/firstPageReads.ts) and the boot script
 * starts a section's listing, so the answers are there or on their way, and main.tsx waits for them
 * (briefly) so the shell and the page paint once, complete, instead of filling in over several
 * renders. An answer serves the first component that shows it; later visits ask again. A read that
 * failed is not kept: its component asks again, and the failure is reported as usual.
 */
export interface FirstReads {
  /** The answer if it came (cleanly) and no mounted component has used it yet. */
  peek<K extends FirstReadKey>(key: K): FirstAnswers[K] | undefined;
  /** Marks an answer used. */
  spend(key: FirstReadKey): void;
  /** Resolves once every read has answered or failed. */
  settled(): Promise<void>;
}

type Starters = { [K in FirstReadKey]?: [OperationId, () => Promise<FirstAnswers[K]>] };

/**
 * Starts the reads of the first page, `location` being the address's hash part ("#/home"): the
 * shell's on every page, the banners on home, the listing on a section page.
 */
export function startFirstReads(api: ApiClient, location: string): FirstReads {
  const [path = '', search = ''] = location.replace(/^#/, '').split('?');
  const starters: Starters = {
    classes: ['listOneClasses', () => api.listOneClasses()],
    children: ['listOneClassChildren', () => api.listOneClassChildren()],
    navMenu: ['getCustomNavMenu', () => api.getCustomNavMenu()],
    notices: ['listNotices', () => api.listNotices()],
  };
  if (path === '' || path === '/' || path === '/home') {
    starters.homeImages = [
      'listHomeImages',
      async () => ({
        ok: true,
        code: 200,
        message: '',
        data: await api.listHomeImages({ limit: HOME_IMAGE_LIMIT }),
      }),
    ];
  }
  const classId = idParam(matchPath('/twoClass/:id', path)?.params.id);
  if (classId !== undefined) {
    const page = idParam(new URLSearchParams(search).get('page') ?? undefined) ?? 1;
    starters.section = [
      'getTwoClassSection',
      async () => ({
        classId,
        page,
        answer: await api.getTwoClassSection(classId, { page, size: SECTION_PAGE_SIZE }),
      }),
    ];
  }

  // Any failure, 401 or transport error of a read: its answer is not kept.
  const troubled = new Set<OperationId | undefined>();
  const offs = (['failure', 'unauthorized', 'transportError'] as const).map((name) =>
    api.on(name, (event) => troubled.add(event.operationId)),
  );
  const answers = new Map<FirstReadKey, unknown>();
  const all = Object.entries(starters).map(async ([key, [operationId, start]]) => {
    const answer = await start();
    if (!troubled.has(operationId)) answers.set(key as FirstReadKey, answer);
  });
  const done = Promise.allSettled(all).then(() => offs.forEach((off) => off()));

  return {
    peek: (key) => answers.get(key) as FirstAnswers[typeof key] | undefined,
    spend: (key) => void answers.delete(key),
    settled: () => done,
  };
}

export const FirstReadsContext = createContext<FirstReads | null>(null);

/**
 * The first page's answer for `key` if it is there when the component mounts (the component then
 * starts from it instead of loading); used up once the component has mounted.
 */
export function useFirstRead<K extends FirstReadKey>(key: K): FirstAnswers[K] | undefined {
  const reads = useContext(FirstReadsContext);
  const [answer] = useState(() => reads?.peek(key));
  useEffect(() => {
    if (answer !== undefined) reads?.spend(key);
  }, [reads, key, answer]);
  return answer;
}
