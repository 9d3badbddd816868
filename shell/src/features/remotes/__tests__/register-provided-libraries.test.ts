import { registerShared } from '@module-federation/enhanced/runtime';
import { hostProvidedExports } from '@remac/shared-contracts';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import i18next from 'i18next';
import { providedLibraries } from '../provided-libraries';
import { registerProvidedLibraries } from '../register-provided-libraries';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerShared: jest.fn() }));

const versions = { 'react-router-dom': '7.18.5', '@apollo/client': '4.3.8', i18next: '26.7.2', 'react-i18next': '17.1.13', rxjs: '7.8.2' };
type Registered = Record<
  string,
  { version: string; lib: () => Record<string, unknown>; shareConfig: { singleton: boolean; requiredVersion: string } }
>;
const registered = () => (registerShared as jest.Mock).mock.calls[0][0] as Registered;

afterEach(() => jest.clearAllMocks());

it('offers exactly the exports the contract lists, library by library', () => {
  for (const [library, names] of Object.entries(hostProvidedExports)) {
    expect(Object.keys(providedLibraries[library as keyof typeof providedLibraries]).sort()).toEqual([...names].sort());
  }
});

it('registers every provided library as a loaded singleton at the installed version', () => {
  registerProvidedLibraries(versions);
  const shared = registered();
  expect(Object.keys(shared).sort()).toEqual(Object.keys(hostProvidedExports).sort());
  expect(shared['@apollo/client/react']).toMatchObject({ version: '4.3.8', shareConfig: { singleton: true, requiredVersion: '^4.3.8' } });
  expect(shared['react-router-dom']!.lib().Link).toBe(Link);
  expect(shared['@apollo/client/react']!.lib().useQuery).toBe(useQuery);
});

it("hands a remote's default import of i18next the shell's instance", () => {
  registerProvidedLibraries(versions);
  const module = registered().i18next!.lib();
  expect(module.__esModule).toBe(true);
  expect(module.default).toBe(i18next);
});

it('leaves out a library whose version is unknown instead of failing the start', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rxjs: _unknown, ...withoutRxjs } = versions;
  registerProvidedLibraries(withoutRxjs);
  expect(registered().rxjs).toBeUndefined();
  expect(registered()['react-router-dom']).toBeDefined();
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('rxjs'));
});
