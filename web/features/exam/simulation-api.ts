import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Simulation, SimulationResult, SimulationSummary } from '../../../common/schemas/simulation.ts';
import { api } from '../../lib/api-client.ts';
import { useProgressChanged } from '../../lib/progress.ts';
import { examKeys } from './api.ts';

export function useSimulations() {
  return useQuery({
    queryKey: examKeys.simulations(),
    queryFn: async () => (await api.get<{ items: SimulationSummary[] }>('/exam/simulations')).items,
  });
}

export function useSimulation(id: string) {
  return useQuery({
    queryKey: examKeys.simulation(id),
    queryFn: () => api.get<Simulation>(`/exam/simulations/${id}`),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useStartSimulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Simulation>('/exam/simulations', {}),
    onSuccess: (simulation) => client.setQueryData(examKeys.simulation(simulation.id), simulation),
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
    // The answer is the run's new state; the history gains an entry; the learner's progress moved.
    onSuccess: (result) => {
      client.setQueryData(examKeys.simulation(id), result);
      void client.invalidateQueries({ queryKey: examKeys.simulations() });
      void progressChanged();
    },
  });
}
