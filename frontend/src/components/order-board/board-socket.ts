// The boards' names for the one live-socket seam of realtime/ (kept so the board tests read as before).
export { SocketContext as BoardSocketContext, type LiveSocket as BoardSocket } from '@/realtime/socket-context';
