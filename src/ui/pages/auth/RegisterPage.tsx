// /register (optional ?coupon and ?tc): the sign-up form of spec 5, then the code step at /register-confirm.
import { Button, Checkbox, Fieldset, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  emptyRegistrationForm, MAX_BUSINESS_TYPES, toggleCategory, validateRegistration, type RegistrationForm,
} from '../../../domain/identity/registration';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard, FormMessage, PasswordChecklist, queryParam, TextField } from './parts';
import { rememberPendingCompany } from './pendingRegistration';
import { useCategories } from './useCategories';
import { useRegistration } from './useRegistration';

export function RegisterPage() {
  usePageTitle('Join Free');
  const search = useSearch();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<RegistrationForm>(() => ({
    ...emptyRegistrationForm(),
    coupon: queryParam(search, 'coupon'),
    tc: queryParam(search, 'tc'),
  }));
  const [tried, setTried] = useState(false);
  const categories = useCategories();
  const { actor, snapshot } = useRegistration(undefined);
  const submitting = snapshot.matches('submitting');
  const errors = tried ? validateRegistration(form) : {};
  const set = <K extends keyof RegistrationForm>(key: K) => (value: RegistrationForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const reachedCode = snapshot.matches('confirm');
  const { email, company } = snapshot.context;
  useEffect(() => {
    if (!reachedCode) return;
    rememberPendingCompany(email, company);
    navigate(links.registerConfirm(email));
  }, [reachedCode, email, company, navigate]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    actor.send({ type: 'form.submit', form });
  };

  return (
    <AuthCard title="Join Free">
      <form onSubmit={submit} noValidate aria-label="Sign up">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField label="First name" value={form.firstname} onChange={set('firstname')} error={errors.firstname} autoComplete="given-name" required />
            <TextField label="Last name" value={form.lastname} onChange={set('lastname')} error={errors.lastname} autoComplete="family-name" required />
          </SimpleGrid>
          <TextField label="Email" type="email" value={form.email} onChange={set('email')} error={errors.email} autoComplete="email" required />
          <TextField label="Password" type="password" value={form.password} onChange={set('password')} autoComplete="new-password" required />
          <PasswordChecklist password={form.password} />
          <TextField
            label="Confirm Password" type="password" value={form.confirmPassword} onChange={set('confirmPassword')}
            error={errors.password} autoComplete="new-password" required
          />
          <Checkbox.Root
            checked={form.withoutCompany}
            onCheckedChange={(d) => set('withoutCompany')(d.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>I am a professional without a company</Checkbox.Label>
          </Checkbox.Root>
          {!form.withoutCompany && (
            <TextField label="Company Name" value={form.companyName} onChange={set('companyName')} error={errors.companyName} autoComplete="organization" required />
          )}
          <Fieldset.Root invalid={!!errors.categoryIds}>
            <Fieldset.Legend>Business types</Fieldset.Legend>
            <Fieldset.HelperText>Choose 1 to {MAX_BUSINESS_TYPES}.</Fieldset.HelperText>
            <Fieldset.Content>
              {categories === null ? (
                <Spinner size="sm" aria-label="Loading business types" />
              ) : (
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                  {categories.map((c) => {
                    const checked = form.categoryIds.includes(c.id);
                    return (
                      <Checkbox.Root
                        key={c.id}
                        checked={checked}
                        disabled={!checked && form.categoryIds.length >= MAX_BUSINESS_TYPES}
                        onCheckedChange={() => setForm((f) => ({ ...f, categoryIds: toggleCategory(f.categoryIds, c.id) }))}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{c.name}</Checkbox.Label>
                      </Checkbox.Root>
                    );
                  })}
                </SimpleGrid>
              )}
            </Fieldset.Content>
            {errors.categoryIds && <Fieldset.ErrorText>{errors.categoryIds}</Fieldset.ErrorText>}
          </Fieldset.Root>
          <FormMessage error={snapshot.context.error} />
          <Button type="submit" colorPalette="orange" loading={submitting} loadingText="Signing up…">
            Sign Up
          </Button>
          <Text fontSize="sm">
            Already a member? <AppLink href={links.login()}>Sign In</AppLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
