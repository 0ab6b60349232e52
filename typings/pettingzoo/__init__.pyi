# Type information for the parts of PettingZoo that senet.rl uses (PettingZoo ships none).
from typing import Any, Generic, TypeVar

AgentID = TypeVar("AgentID")
ObsType = TypeVar("ObsType")
ActionType = TypeVar("ActionType")

class AECEnv(Generic[AgentID, ObsType, ActionType]):
    metadata: dict[str, Any]
    possible_agents: list[AgentID]
    agents: list[AgentID]
    agent_selection: AgentID
    rewards: dict[AgentID, float]
    terminations: dict[AgentID, bool]
    truncations: dict[AgentID, bool]
    infos: dict[AgentID, dict[str, Any]]
    _cumulative_rewards: dict[AgentID, float]
    def __init__(self) -> None: ...
    def _was_dead_step(self, action: ActionType | None) -> None: ...
    def _clear_rewards(self) -> None: ...
    def _accumulate_rewards(self) -> None: ...
    def agent_iter(self, max_iter: int = ...) -> Any: ...
    def last(self, observe: bool = ...) -> tuple[ObsType | None, float, bool, bool, dict[str, Any]]: ...

class ParallelEnv(Generic[AgentID, ObsType, ActionType]):
    metadata: dict[str, Any]
    possible_agents: list[AgentID]
    agents: list[AgentID]
