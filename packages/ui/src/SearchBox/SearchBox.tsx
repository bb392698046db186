import { useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { SearchIcon } from '../icons';
import { useMessages } from '../UIProvider/context';
import { Form, SearchInput, SubmitButton } from './SearchBox.styles';

export interface SearchBoxProps {
  /** Called with the trimmed text when the search is submitted (Enter or the button). */
  onSearch: (text: string) => void;
  /** Called instead when the text is empty or only spaces; the caller shows the warning. */
  onSearchBlank: () => void;
  defaultValue?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** Text to search for, or null for empty / whitespace-only input (full-width spaces too). */
export function searchText(value: string): string | null {
  const text = value.trim();
  return text ? text : null;
}

/** The site search field: a labelled search landmark that submits on Enter. */
export function SearchBox({
  onSearch,
  onSearchBlank,
  defaultValue = '',
  autoFocus,
  inputRef,
  className,
}: SearchBoxProps) {
  const m = useMessages();
  const [value, setValue] = useState(defaultValue);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = searchText(value);
    if (text === null) onSearchBlank();
    else onSearch(text);
  };
  return (
    <Form role="search" className={className} onSubmit={submit}>
      <SearchInput
        ref={inputRef}
        label={m.searchPlaceholder}
        hideLabel
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={m.searchPlaceholder}
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => setValue(event.target.value)}
        suffix={
          <SubmitButton type="submit" aria-label={m.search} title={m.search}>
            <SearchIcon />
          </SubmitButton>
        }
      />
    </Form>
  );
}
