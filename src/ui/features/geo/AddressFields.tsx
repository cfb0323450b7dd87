// The fields of an address (or of a place filter) on the server's complete geography: a country list, the chosen
// country's states, city names suggested as one types (of the state, or of the country by keyword), and, when the
// server has a geocoder, address suggestions that fill every field and the point. The dataset stays on the server.
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import type { AddressSuggestion, Country } from '../../../domain/companies/types';
import { useQuery } from '../data/useQuery';
import { AddressSuggestions } from './AddressSuggestions';
import { useDebounced } from './useDebounced';

export type AddressValue = { address: string; city: string; state: string; country: string; zipCode: string };
export type AddressPart = keyof AddressValue;

type Props = {
  value: AddressValue;
  onChange(next: AddressValue): void;
  /** the fields shown, in this order */
  parts: AddressPart[];
  /** how the country is stored: its two-letter code (companies, filters) or its English name (events, billing) */
  countryAs?: 'code' | 'name';
  labels?: Partial<Record<AddressPart, string>>;
  required?: AddressPart[];
  size?: 'sm' | 'md';
  maxW?: string;
  /** a geocoder's suggestion was picked (its point, for forms that keep one) */
  onPick?(s: AddressSuggestion): void;
  /** a search filter: an empty country or state means any */
  filter?: boolean;
};

const LABELS: Record<AddressPart, string> = { address: 'Address', city: 'City', state: 'State', country: 'Country', zipCode: 'Zip code' };
const MAX: Record<AddressPart, number> = { address: 200, city: 100, state: 100, country: 100, zipCode: 20 };

/** The country of a stored value, given as a code or as a name. */
export const countryOf = (countries: Country[] | undefined, v: string) => {
  const s = v.trim().toLowerCase();
  return s ? countries?.find((c) => c.code.toLowerCase() === s || c.name.toLowerCase() === s) : undefined;
};

export function AddressFields({ value, onChange, parts, countryAs = 'code', labels, required = [], size = 'md', maxW, onPick, filter = false }: Props) {
  const id = useId();
  const countries = useQuery('geo.countries', {});
  const country = countryOf(countries.data, value.country);
  const states = useQuery('geo.states', country ? { code: country.code } : null);
  const state = states.data?.find((s) => s.name === value.state || s.code === value.state);
  const cityKeyword = useDebounced(value.city.trim(), 250);
  const cityParams = !country ? null : state ? { code: country.code, stateCode: state.code } : cityKeyword.length >= 2 ? { code: country.code, keyword: cityKeyword } : null;
  const cities = useQuery('geo.cities', parts.includes('city') ? cityParams : null);
  const set = (k: AddressPart, v: string) => onChange({ ...value, [k]: v, ...(k === 'country' ? { state: '' } : {}) });
  const pick = (s: AddressSuggestion) => {
    const c = countryOf(countries.data, s.country);
    onChange({ address: s.address || value.address, city: s.city, state: s.state, zipCode: s.zipCode, country: countryAs === 'code' ? s.country : (c?.name ?? s.country) });
    onPick?.(s);
  };
  const label = (k: AddressPart) => labels?.[k] ?? LABELS[k];
  const select = (k: AddressPart, options: { value: string; label: string }[], current: string, placeholder: string) => (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field value={current} onChange={(e) => set(k, e.currentTarget.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const loading = (text: string) => (
    <NativeSelect.Root size={size} disabled><NativeSelect.Field value=""><option value="">{text}</option></NativeSelect.Field></NativeSelect.Root>
  );
  const control = (k: AddressPart) => {
    if (k === 'country' && countries.data) {
      const current = country ? (countryAs === 'code' ? country.code : country.name) : value.country;
      const options = countries.data.map((c) => ({ value: countryAs === 'code' ? c.code : c.name, label: c.name }));
      if (current && !country) options.unshift({ value: current, label: current }); // a value from before the list
      return select(k, options, current, filter ? 'Any country' : 'Choose a country');
    }
    if (k === 'country' && countries.status === 'loading') return loading('Loading countries…');
    if (k === 'state' && country && states.status === 'loading') return loading('Loading states…');
    if (k === 'state' && states.data && states.data.length > 0) {
      const options = states.data.map((s) => ({ value: s.name, label: s.name }));
      if (value.state && !state) options.unshift({ value: value.state, label: value.state });
      return select(k, options, state?.name ?? value.state, filter ? 'Any state' : 'Choose a state');
    }
    const list = k === 'city' && cities.data?.length ? `${id}-cities` : undefined;
    return (
      <>
        <Input size={size} value={value[k]} maxLength={MAX[k]} list={list} autoComplete="off" onChange={(e) => set(k, e.currentTarget.value)} />
        {list && <datalist id={list}>{cities.data?.slice(0, 200).map((c) => <option key={c} value={c} />)}</datalist>}
      </>
    );
  };
  return (
    <>
      {parts.map((k) => (
        <Field.Root key={k} required={required.includes(k)} maxW={maxW}>
          <Field.Label>{label(k)}</Field.Label>
          {control(k)}
          {k === 'address' && <AddressSuggestions text={value.address} onPick={pick} />}
        </Field.Root>
      ))}
    </>
  );
}
