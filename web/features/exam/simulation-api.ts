import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Simulation, SimulationResult, SimulationSummary } from '../../../common/schemas/simulation.ts';
import { api } from '../../lib/api-client.ts';
import { useProgressChanged } from '../../lib/progress.ts';
import { examKeys } from './api.ts';

const keys = {
  list: () => [...examKeys.all, 'simulations'] as const,
  one: (id: string) => [...examKeys.all, 'simulation', id] as const,
};

export function useSimulations() {
  return useQuery({
    queryKey: keys.list(),
    queryFn: async () => (await api.get<{ items: SimulationSummary[] }>('/exam/simulations')).items,
  });
}

export function useSimulation(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => api.get<Simulation>(`/exam/simulations/${id}`),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useStartSimulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Simulation>('/exam/simulations', {}),
    onSuccess: (simulation) => client.setQueryData(keys.one(simulation.id), simulation),
  });
}

export function useSaveAnswer(id: string) {
  return useMutation({
    mutationFn: (input: { questionId: string; selected: string[] }) =>
      api.put<{ saved: true }>(`/exam/simulations/${id}/answers/${input.questionId}`, {
        selected: input.selected,
      }),
  });
}

export function useHandIn(id: string) {
  const client = useQueryClient();
  const progressChanged = useProgressChanged();
  return useMutation({
    mutationFn: () => api.post<SimulationResult>(`/exam/simulations/${id}/hand-in`, {}),
    onSuccess: (result) => {
      client.setQueryData(keys.one(id), result);
      void client.invalidateQueries({ queryKey: keys.list() });
      progressChanged();
    },
  });
}
