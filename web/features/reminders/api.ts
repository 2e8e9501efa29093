import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderChoiceInput, ReminderSettings } from '../../../common/schemas/reminders.ts';
import { api } from '../../lib/api-client.ts';

export const remindersKeys = { all: ['reminders'] as const };

/**
 * Always asked anew when the section opens: the one-click link of a mail changes the choice outside
 * the app, and a form filled from an old answer would switch reminders on again when saved.
 */
export function useReminders() {
  return useQuery({
    queryKey: remindersKeys.all,
    queryFn: () => api.get<ReminderSettings>('/reminders'),
    staleTime: 0,
  });
}

/** Saves the choice; the answer is the new state (the mails go out in the interface language). */
export function useSaveReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderChoiceInput) => api.put<ReminderSettings>('/reminders', body),
    onSuccess: (settings) => client.setQueryData(remindersKeys.all, settings),
  });
}
