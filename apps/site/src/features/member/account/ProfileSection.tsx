import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, Input, message } from '@dongman/ui';
import { useMaterialsApi } from '../shared/materials';
import { useSiteMessages } from '../../../i18n';
import { useMember } from '../shared/useMember';
import { Muted, Row, SectionHead, Stack, SubTitle } from '../shared/styles';
import { PhoneChange } from './PhoneChange';
import { DISPLAY_NAME_MAX } from '../../../lib/memberRules';

const Avatar = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  cursor: pointer;
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

/** 个人资料: nickname, avatar and phone number. */
export function ProfileSection() {
  const sm = useSiteMessages();
  const materials = useMaterialsApi();
  const { user, setUserInfo, refresh } = useMember();
  const [nickname, setNickname] = useState(user.usersName ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!nickname.trim()) {
      setError(sm.profileNicknameRequired);
      return;
    }
    setError(undefined);
    setSaving(true);
    const result = await materials.updateProfile({ usersName: nickname.trim() });
    setSaving(false);
    if (!result?.ok) return;
    setUserInfo(result.data);
    message.success(sm.profileSaved);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const result = await materials.uploadAvatar(file);
    setUploading(false);
    if (!result?.ok) return;
    await refresh();
    message.success(sm.profileAvatarSaved);
  };

  return (
    <section aria-labelledby="profile-title">
      <SectionHead id="profile-title" title={sm.memberTabProfile} description={sm.profileIntro} />
      <Stack $gap="xl">
        <Stack $gap="sm">
          <SubTitle>{sm.profileAvatar}</SubTitle>
          <Row $gap="lg" $wrap>
            {user.avatarUrl ? (
              <Avatar src={user.avatarUrl} alt={sm.profileAvatarAlt} />
            ) : (
              <Muted>{sm.profileAvatarNone}</Muted>
            )}
            <Stack $gap="sm">
              <FileLabel aria-busy={uploading}>
                {sm.profileAvatarChoose}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  disabled={uploading}
                  onChange={(event) => void upload(event.currentTarget.files?.[0])}
                />
              </FileLabel>
              <Muted>{sm.profileAvatarHint}</Muted>
            </Stack>
          </Row>
        </Stack>
        <form onSubmit={save} noValidate>
          <Stack $gap="md">
            <Input
              id="profile-nickname"
              label={sm.profileNickname}
              value={nickname}
              maxLength={DISPLAY_NAME_MAX}
              required
              error={error}
              onChange={(event) => setNickname(event.currentTarget.value)}
            />
            <div>
              <Button type="submit" variant="primary" loading={saving}>
                {sm.profileSave}
              </Button>
            </div>
          </Stack>
        </form>
        <PhoneChange currentPhone={user.phone ?? ''} onChanged={setUserInfo} />
      </Stack>
    </section>
  );
}
