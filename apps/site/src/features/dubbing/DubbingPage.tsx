import { useCallback, useRef, useState } from 'react';
import { Button, EmptyState, Skeleton } from '@dongman/ui';
import type {
  CardCodeResult,
  DubbingCount,
  DubbingJob,
  DubbingJobRecord,
  DubbingVoice,
} from '@dongman/api-client';
import { useApi } from '../../app/ApiContext';
import { Breadcrumbs, PageHeader, Panel } from '../../components/Page';
import { listResult, useApiData } from '@dongman/state';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { isExpired } from '../../lib/dateTime';
import { paths, toHref } from '../../navigation/paths';
import { CardRedeem } from './CardRedeem';
import { Composer } from './Composer';
import { VoiceFilters, VoiceGrid, filterVoices, type VoiceFilter } from './VoicePicker';
import { useMember } from '../member/shared/useMember';
import { JobHistory } from './JobHistory';
import {
  Callout,
  Muted,
  Row,
  SectionHead,
  Stack,
  SubTitle,
  Tag,
  TextLink,
  MemberPage,
} from '../member/shared/styles';
import { Stats, Stat, StatValue, Columns, Sticky, Segments } from './DubbingPage.styles';
import { DubbingExpiryTag } from '../member/shared/DubbingExpiryTag';

type Tab = 'all' | 'favourites';
type Favourites = { status: 'idle' | 'loading' } | { status: 'ready'; list: DubbingVoice[] };

/**
 * Dubbing service: jobs left today and the service expiry, card code redemption, voices (filter,
 * favourites) and a job whose audio plays on the page. Refusals show the server's reason.
 */
export default function DubbingPage() {
  const sm = useSiteMessages();
  const api = useApi();
  const { user, level, refresh } = useMember();
  usePageTitle(sm.pageDubbing);

  const { state: voices } = useApiData('voices', (signal) =>
    listResult(api.listDubbingVoices({ signal })),
  );
  const { state: countState, reload: reloadCount } = useApiData('dubbing-count', (signal) =>
    api.getDubbingCount({ signal }),
  );
  // Newer answers (a job, a card) replace the loaded count.
  const [countOverride, setCountOverride] = useState<Partial<DubbingCount>>({});
  const [tab, setTab] = useState<Tab>('all');
  const [favourites, setFavourites] = useState<Favourites>({ status: 'idle' });
  const [collected, setCollected] = useState<Record<number, boolean>>({});
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState<VoiceFilter>({ gender: '', style: '' });
  const [selected, setSelected] = useState<DubbingVoice>();
  const redeemRef = useRef<HTMLInputElement>(null);

  const count =
    countState.status === 'ready' ? { ...countState.data, ...countOverride } : undefined;
  const expiry = count?.dubbingExpireTime ?? user.dubbingExpireTime;
  const isCollected = (voice: DubbingVoice) => collected[voice.id] ?? voice.collected;

  const openFavourites = async () => {
    setTab('favourites');
    setFavourites({ status: 'loading' });
    const list = await api.listDubbingFavourites();
    setCollected((map) => {
      const next = { ...map };
      for (const voice of list) next[voice.id] = true;
      return next;
    });
    setFavourites({ status: 'ready', list });
  };

  const toggleFavourite = async (voice: DubbingVoice) => {
    const on = isCollected(voice);
    setPending((set) => new Set(set).add(voice.id));
    const result = on
      ? await api.removeDubbingFavourite(voice.id)
      : await api.addDubbingFavourite(voice.id);
    setPending((set) => {
      const next = new Set(set);
      next.delete(voice.id);
      return next;
    });
    if (!result?.ok) return; // the error toast says why
    setCollected((map) => ({ ...map, [voice.id]: !on }));
    setFavourites((state) =>
      state.status !== 'ready'
        ? state
        : {
            status: 'ready',
            list: on
              ? state.list.filter((v) => v.id !== voice.id)
              : [...state.list, { ...voice, collected: true }],
          },
    );
  };

  const [jobsVersion, setJobsVersion] = useState(0);
  const onDone = (job: DubbingJob) => {
    setCountOverride((c) => ({ ...c, remaining: job.remaining }));
    setJobsVersion((n) => n + 1);
  };
  // A finished job changes the history; a failed one also gives the day's count back.
  const onFinished = useCallback(
    (job: DubbingJobRecord) => {
      setJobsVersion((n) => n + 1);
      if (job.status !== 'failed') return;
      // Reload the count from the server rather than the one the start answered.
      setCountOverride(({ remaining: _given, ...rest }) => rest);
      reloadCount();
    },
    [reloadCount],
  );
  const [redeemed, setRedeemed] = useState(0);
  const onRedeemed = (result: CardCodeResult) => {
    setCountOverride((c) => ({ ...c, dubbingExpireTime: result.dubbingExpireTime }));
    setRedeemed((n) => n + 1);
    void refresh();
  };

  const shown =
    voices.status !== 'ready'
      ? []
      : filterVoices(
          tab === 'all' ? voices.data : favourites.status === 'ready' ? favourites.list : [],
          filter,
        );

  return (
    <MemberPage>
      <Breadcrumbs
        items={[
          { label: sm.pageHome, href: toHref(paths.home()) },
          { label: sm.pageMemberCenter, href: toHref(paths.memberCenter()) },
          { label: sm.pageDubbing },
        ]}
      />
      <PageHeader title={sm.pageDubbing} meta={sm.dubbingIntro} />
      <Stats>
        <Stat>
          <Muted>{sm.dubbingRemainingToday}</Muted>
          <StatValue data-testid="dubbing-remaining">
            {count ? (
              <>
                {count.remaining}
                <small> / {count.dailyLimit}</small>
              </>
            ) : (
              '—'
            )}
          </StatValue>
        </Stat>
        <Stat>
          <Muted>{sm.dubbingExpiry}</Muted>
          <StatValue style={{ fontSize: 16 }} data-testid="dubbing-expiry">
            <DubbingExpiryTag expiry={expiry} />
          </StatValue>
        </Stat>
        <Stat>
          <Muted>{sm.dubbingEntitlement}</Muted>
          <StatValue style={{ fontSize: 16 }}>
            {level.dubbing ? (
              <Tag $tone="success">{sm.t('dubbingIncluded', { level: level.name ?? '' })}</Tag>
            ) : (
              <Row $gap="sm">
                <Tag $tone="warning">{sm.t('dubbingNotIncluded', { level: level.name ?? '' })}</Tag>
                <TextLink href={toHref(paths.memberCenter('upgrade'))}>
                  {sm.memberUpgradeNow}
                </TextLink>
              </Row>
            )}
          </StatValue>
        </Stat>
      </Stats>
      <Columns>
        <Panel aria-labelledby="voices-title">
          <SectionHead
            id="voices-title"
            title={sm.dubbingVoices}
            actions={
              <Segments role="group" aria-label={sm.dubbingVoiceLists}>
                <button type="button" aria-pressed={tab === 'all'} onClick={() => setTab('all')}>
                  {sm.dubbingAllVoices}
                </button>
                <button
                  type="button"
                  aria-pressed={tab === 'favourites'}
                  onClick={() => void openFavourites()}
                >
                  {sm.dubbingFavourites}
                </button>
              </Segments>
            }
          />
          <Stack $gap="lg">
            {voices.status === 'ready' && (
              <VoiceFilters voices={voices.data} value={filter} onChange={setFilter} />
            )}
            {voices.status === 'loading' ||
            (tab === 'favourites' && favourites.status === 'loading') ? (
              <Skeleton lines={4} />
            ) : shown.length === 0 ? (
              <EmptyState
                title={
                  tab === 'favourites' && !filter.gender && !filter.style
                    ? sm.dubbingNoFavourites
                    : sm.dubbingNoVoices
                }
              >
                {tab === 'favourites' && (
                  <Button onClick={() => setTab('all')}>{sm.dubbingAllVoices}</Button>
                )}
              </EmptyState>
            ) : (
              <VoiceGrid
                voices={shown}
                selectedId={selected?.id}
                onSelect={setSelected}
                isCollected={isCollected}
                onToggleFavourite={(voice) => void toggleFavourite(voice)}
                pending={pending}
                label={sm.dubbingVoices}
              />
            )}
          </Stack>
        </Panel>
        <Sticky>
          <Panel>
            <Composer
              voice={selected}
              redeemRef={redeemRef}
              onDone={onDone}
              onFinished={onFinished}
              redeemed={redeemed}
            />
          </Panel>
          <Panel aria-labelledby="redeem-title">
            <Stack $gap="md">
              <SubTitle id="redeem-title" as="h2">
                {sm.dubbingRedeemTitle}
              </SubTitle>
              <Muted>{sm.dubbingRedeemHint}</Muted>
              <CardRedeem ref={redeemRef} onRedeemed={onRedeemed} />
              {expiry && isExpired(expiry) && (
                <Callout tone="warning">{sm.dubbingExpiredHint}</Callout>
              )}
            </Stack>
          </Panel>
        </Sticky>
      </Columns>
      <Panel>
        <JobHistory version={jobsVersion} />
      </Panel>
    </MemberPage>
  );
}
