import { useCallback, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, Input, KeyIcon, message, type TableColumn } from '@dongman/ui';
import type { PageQuery, PluginActivation, PluginActivationPage } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { FieldWithButton } from '../../../components/FieldWithButton';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { MACHINE_CODE_MAX, validateMachineCode } from '../../../lib/memberRules';
import { toHref } from '../../../navigation/paths';
import { CopyButton } from '../shared/CopyButton';
import { PagedTable } from '../shared/PagedTable';
import { usePagedList } from '../shared/usePagedList';
import { useMember } from '../shared/useMember';
import { Callout, Code, Row, SectionHead, Stack, SubTitle, TextLink } from '../shared/styles';
import { actionPath } from '../actions';
import { MachineUnbind, UnbindAllowanceNote } from './MachineUnbind';

// On a phone the button takes its own line, full width.
const FormRow = styled(FieldWithButton)`
  ${({ theme }) => theme.media.mobile} {
    & > button {
      margin-top: 0;
      width: 100%;
    }
  }
`;

const ResultBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px dashed ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.successSoft};
`;

const ActivationCode = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Plugin activation: a machine code (checked like openapi's pattern) gives an activation code to
 * copy; the member's activations are listed below.
 */
export function PluginSection() {
  const sm = useSiteMessages();
  const api = useApi();
  const { level } = useMember();
  const [machineCode, setMachineCode] = useState('');
  const [error, setError] = useState<string>();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PluginActivation>();

  const load = useCallback(
    (query: PageQuery, signal: AbortSignal) => api.listPluginActivations(query, { signal }),
    [api],
  );
  const list = usePagedList(load);
  const allowance =
    list.state.status === 'ready' ? (list.state.data as PluginActivationPage).unbind : undefined;

  const check = (value: string) => {
    const problem = validateMachineCode(value);
    return problem ? sm[problem] : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const problem = check(machineCode);
    setError(problem);
    if (problem || busy) {
      if (problem) document.getElementById('machine-code')?.focus();
      return;
    }
    setBusy(true);
    const answer = await api.activatePlugin(machineCode.trim());
    setBusy(false);
    if (!answer?.ok) return; // the server's reason is shown by the error toast
    setResult(answer.data);
    message.success(sm.pluginActivated);
    list.retry();
  };

  const columns: TableColumn<PluginActivation>[] = [
    {
      key: 'machineCode',
      header: sm.pluginMachineCode,
      render: (row) => <Code>{row.machineCode}</Code>,
    },
    {
      key: 'activationCode',
      header: sm.pluginActivationCode,
      render: (row) => (
        <Row $gap="sm" $wrap={false}>
          <Code>{row.activationCode}</Code>
          <CopyButton
            text={row.activationCode}
            label={sm.t('pluginCopyCodeOf', { code: row.machineCode })}
          />
        </Row>
      ),
    },
    {
      key: 'createTime',
      header: sm.pluginActivatedAt,
      nowrap: true,
      render: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'actions',
      header: sm.pluginActions,
      nowrap: true,
      render: (row) => (
        <MachineUnbind activation={row} allowance={allowance} onUnbound={list.retry} />
      ),
    },
  ];

  return (
    <section aria-labelledby="plugin-title">
      <SectionHead id="plugin-title" title={sm.memberTabPlugin} description={sm.pluginIntro} />
      <Stack $gap="xl">
        {level.plugin !== true && (
          <Callout tone="warning">
            <span>
              {sm.t('pluginNeedsLevel', { level: level.name ?? '' })}{' '}
              <TextLink href={toHref(actionPath('upgrade'))}>{sm.memberUpgradeNow}</TextLink>
            </span>
          </Callout>
        )}
        <FormRow as="form" onSubmit={submit} noValidate $fieldBasis={320} $gap="md" $flush>
          <Input
            id="machine-code"
            label={sm.pluginMachineCode}
            hint={sm.pluginMachineCodeHint}
            required
            value={machineCode}
            maxLength={MACHINE_CODE_MAX + 8}
            autoComplete="off"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            error={error}
            onChange={(event) => {
              setMachineCode(event.target.value);
              if (tried) setError(check(event.target.value));
            }}
          />
          <Button type="submit" variant="primary" icon={<KeyIcon />} loading={busy}>
            {sm.pluginActivate}
          </Button>
        </FormRow>
        {result && (
          <ResultBox role="status" data-testid="plugin-result">
            <span>{sm.t('pluginResultFor', { code: result.machineCode })}</span>
            <Row $gap="md">
              <span>{sm.pluginActivationCode}</span>
              <ActivationCode data-testid="activation-code">{result.activationCode}</ActivationCode>
              <CopyButton text={result.activationCode} label={sm.pluginCopyCode} />
            </Row>
          </ResultBox>
        )}
        <Stack $gap="md">
          <SubTitle>{sm.pluginMine}</SubTitle>
          {allowance && <UnbindAllowanceNote allowance={allowance} />}
          <PagedTable
            list={list}
            columns={columns}
            rowKey={(row) => row.id}
            label={sm.pluginMine}
            emptyText={sm.pluginEmpty}
            minWidth={620}
          />
        </Stack>
      </Stack>
    </section>
  );
}
