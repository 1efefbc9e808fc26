import type { Page } from '@aebro/shared/connections';
import type {
  CreateRequest,
  CreateReview,
  CreateService,
  RequestState,
  Review,
  ReviewsPage,
  Service,
  ServiceDashboard,
  ServiceRequest,
  ServiceSort,
  Transition,
  UpdateReview,
  UpdateService,
} from '@aebro/shared/services';
import { apiClient, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';

export interface ServiceFilters {
  q: string;
  category: string;
  city: string;
  language: string;
  sort: ServiceSort;
}

/** Query keys: everything of this area lives under ['services', …]. */
export const serviceKeys = {
  all: ['services'] as const,
  discover: (filters: ServiceFilters) => ['services', 'discover', filters] as const,
  ofBusiness: (businessId: string) => ['services', 'business', businessId] as const,
  one: (id: string) => ['services', 'one', id] as const,
  reviews: (id: string) => ['services', 'reviews', id] as const,
  requests: (role: 'business' | 'member', state: RequestState | 'all') =>
    ['services', 'requests', role, state] as const,
  dashboard: ['services', 'dashboard'] as const,
};

type Query = NonNullable<paths['/api/v1/services']['get']['parameters']['query']>;

export async function discoverServices(
  filters: Partial<ServiceFilters> & { businessId?: string },
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Service>> {
  // The filters hold ids from the shared lists (categories, cities, languages); '' is none.
  const query: Partial<Query> = { sort: filters.sort ?? 'newest', cursor };
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category as Query['category'];
  if (filters.city) query.city = filters.city;
  if (filters.language) query.language = filters.language as Query['language'];
  if (filters.businessId) query.businessId = filters.businessId;
  return await unwrap(apiClient.GET('/api/v1/services', { params: { query }, signal }));
}

export async function fetchService(id: string, signal?: AbortSignal): Promise<Service> {
  return await unwrap(apiClient.GET('/api/v1/services/{id}', { params: { path: { id } }, signal }));
}

export async function createService(input: CreateService): Promise<Service> {
  return await unwrap(apiClient.POST('/api/v1/services', { body: input }));
}

export async function updateService(id: string, input: UpdateService): Promise<Service> {
  return await unwrap(
    apiClient.PATCH('/api/v1/services/{id}', { params: { path: { id } }, body: input }),
  );
}

export async function deleteService(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/v1/services/{id}', { params: { path: { id } } }));
}

export async function fetchReviews(
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  return await unwrap(
    apiClient.GET('/api/v1/services/{id}/reviews', {
      params: { path: { id }, query: { cursor } },
      signal,
    }),
  );
}

export async function sendRequest(
  serviceId: string,
  input: CreateRequest,
): Promise<ServiceRequest> {
  return await unwrap(
    apiClient.POST('/api/v1/services/{id}/requests', {
      params: { path: { id: serviceId } },
      body: input,
    }),
  );
}

export async function fetchMyRequests(
  role: 'business' | 'member',
  state: RequestState | 'all',
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<ServiceRequest>> {
  return await unwrap(
    apiClient.GET('/api/v1/me/service-requests', {
      params: { query: { role, cursor, ...(state === 'all' ? {} : { state }) } },
      signal,
    }),
  );
}

export async function fetchDashboard(signal?: AbortSignal): Promise<ServiceDashboard> {
  return await unwrap(apiClient.GET('/api/v1/me/service-dashboard', { signal }));
}

export async function moveRequest(id: string, input: Transition): Promise<ServiceRequest> {
  return await unwrap(
    apiClient.PUT('/api/v1/service-requests/{id}', { params: { path: { id } }, body: input }),
  );
}

export async function reviewRequest(id: string, input: CreateReview): Promise<Review> {
  return await unwrap(
    apiClient.POST('/api/v1/service-requests/{id}/review', {
      params: { path: { id } },
      body: input,
    }),
  );
}

export async function editReview(id: string, input: UpdateReview): Promise<Review> {
  return await unwrap(
    apiClient.PATCH('/api/v1/reviews/{id}', { params: { path: { id } }, body: input }),
  );
}

export async function replyToReview(id: string, body: string): Promise<Review> {
  return await unwrap(
    apiClient.PUT('/api/v1/reviews/{id}/reply', { params: { path: { id } }, body: { body } }),
  );
}
