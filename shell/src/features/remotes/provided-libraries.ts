import { CombinedGraphQLErrors, NetworkStatus } from '@apollo/client';
import { useApolloClient, useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BehaviorSubject, Observable, ReplaySubject, Subject, distinctUntilChanged, filter, map } from 'rxjs';
import type { HostProvidedExport, HostProvidedLibrary } from '@remac/shared-contracts';

type Facade<Library extends HostProvidedLibrary> = Record<HostProvidedExport<Library>, unknown>;

/**
 * The objects remotes receive for each host-provided library: written out name by name, so the
 * bundler keeps only these exports (and what they need) of the shell's own copy. The compiler
 * rejects a missing or an extra name against the contract.
 */
export const providedLibraries = {
  'react-router-dom': {
    Link,
    NavLink,
    Navigate,
    useLocation,
    useNavigate,
    useParams,
    useSearchParams,
  } satisfies Facade<'react-router-dom'>,
  '@apollo/client': { CombinedGraphQLErrors, NetworkStatus } satisfies Facade<'@apollo/client'>,
  '@apollo/client/react': { useApolloClient, useLazyQuery, useMutation, useQuery } satisfies Facade<'@apollo/client/react'>,
  i18next: { default: i18next } satisfies Facade<'i18next'>,
  'react-i18next': { useTranslation } satisfies Facade<'react-i18next'>,
  rxjs: {
    BehaviorSubject,
    Observable,
    ReplaySubject,
    Subject,
    distinctUntilChanged,
    filter,
    map,
  } satisfies Facade<'rxjs'>,
} satisfies { [Library in HostProvidedLibrary]: Facade<Library> };
