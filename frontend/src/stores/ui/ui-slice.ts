import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';

export interface UiState {
  /** null: follow the system until the person picks one */
  themeMode: ThemeMode | null;
}

export function readStoredUi(json: string | null): UiState {
  try {
    const parsed = json ? (JSON.parse(json) as Partial<UiState>) : {};
    const mode = parsed.themeMode;
    return { themeMode: mode === 'light' || mode === 'dark' ? mode : null };
  } catch {
    return { themeMode: null };
  }
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: { themeMode: null } as UiState,
  reducers: {
    setThemeMode(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
  },
});

export const { setThemeMode } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
