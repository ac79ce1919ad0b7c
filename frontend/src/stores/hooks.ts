import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectCartLines = (s: RootState) => s.cart.lines;
export const selectThemeMode = (s: RootState) => s.ui.themeMode;
