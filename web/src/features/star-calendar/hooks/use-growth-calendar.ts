import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { clockStore } from '../../../shared/stores/clock-store';
import { calendarChildrenQueryOptions } from '../api/list-children';
import { shiftMonth } from './month-grid';
import { localMonth } from '../../../shared/browser/local-time';

/** Whose calendar, which month, which tab and which day the star calendar shows. */
export function useGrowthCalendar() {
  const [searchParams] = useSearchParams();
  const serverNow = useStore(clockStore, (state) => state.serverNow);
  const children = useQuery(calendarChildrenQueryOptions);
  const [chosenId, setChosenId] = useState<number | null>(() => Number(searchParams.get('studentId')) || null);
  const [month, setMonth] = useState(() => localMonth(serverNow));
  const [tabType, setTabType] = useState<number | null>(null);
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const list = children.data ?? [];
  const child = list.find((entry) => entry.studentId === chosenId) ?? list[0] ?? null;

  return {
    children,
    list,
    child,
    chooseChild: (studentId: number) => {
      setChosenId(studentId);
      setSelectedDate(null);
    },
    month,
    moveMonth: (by: number) => {
      setMonth((current) => shiftMonth(current, by));
      setSelectedDate(null);
    },
    tabType,
    setTabType,
    selectedDate,
    setSelectedDate,
  };
}
