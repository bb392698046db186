import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext';

/** The member captcha's image: the first on arrival, a new one on `reload` (clicks, a spent one). */
export function useCaptchaImage() {
  const api = useApi();
  const [src, setSrc] = useState<string | null>(null);
  // A late answer must not replace a newer image.
  const request = useRef(0);
  const load = useCallback(async () => {
    const mine = ++request.current;
    const result = await api.getCaptcha('user');
    if (mine === request.current && result?.ok) setSrc(result.data);
  }, [api]);
  const reload = useCallback(() => {
    setSrc(null);
    void load();
  }, [load]);
  useEffect(() => {
    void load();
  }, [load]);
  return { src, reload };
}
