import { describe, expect, it } from 'vitest';
import { MEMBER_LOG_ACTIONS, MEMBER_LOG_ACTIONS_EN, memberLogActionName } from './index';

describe('the member account log in words', () => {
  it('names each action in Chinese, and in English for the console and site in English', () => {
    expect(memberLogActionName('login')).toBe('登录');
    expect(memberLogActionName('passwordUpdate')).toBe('修改密码');
    expect(memberLogActionName('logout', 'en')).toBe('Log out');
    expect(memberLogActionName('register', 'en')).toBe('Registration');
    expect(Object.keys(MEMBER_LOG_ACTIONS_EN).sort()).toEqual(
      Object.keys(MEMBER_LOG_ACTIONS).sort(),
    );
  });

  it('shows an action it does not know as it is rather than blank', () => {
    expect(memberLogActionName('newThing')).toBe('newThing');
    expect(memberLogActionName('newThing', 'en')).toBe('newThing');
  });
});
